// HTML documents: the one writer of the project's HTML (the pages of `rithmo site`).
// It alone knows HTML's escaping: every text and every attribute value passes through
// html_text and is escaped here, so that a user's title or cell ("<script>", a quote,
// a control byte) reaches a page only as the text it is.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace rithmo {

// Text as an HTML document may hold it: what xml_text (xml_writer.hpp) replaces, and
// the C1 controls U+0080..U+009F the HTML standard forbids, become U+FFFD; nothing is
// escaped yet (the writer escapes).
std::string html_text(std::string_view s);

// A fragment identifier (an element's id) made from any text: each run of characters
// other than ASCII letters, digits, '.', '_' and '-' becomes one '-'; never empty ("x"
// for nothing). Two different texts may give the same identifier: a page that makes ids
// from user text keeps them distinct itself.
std::string html_id(std::string_view s);

// One HTML document in UTF-8, written element by element. Element and attribute names
// are the program's own (string literals); every value and text is the caller's and is
// escaped: in text & < > become references, in attribute values & < > and ". The void
// elements (br, img, input, link, meta, hr, wbr) take attributes and no content, and
// close() writes no end tag for them. Nothing is indented but by newline().
class HtmlWriter {
 public:
  // "<!DOCTYPE html>" and <html lang=LANG>; finish() closes it.
  explicit HtmlWriter(std::string_view lang = "en");

  HtmlWriter& open(const char* name);
  HtmlWriter& attribute(const char* name, std::string_view value);
  HtmlWriter& text(std::string_view s);
  HtmlWriter& close();
  // open(name), text(content), close().
  HtmlWriter& element(const char* name, std::string_view content);
  // <a href=HREF>TEXT</a>.
  HtmlWriter& link(std::string_view href, std::string_view content);
  // A line break between elements.
  HtmlWriter& newline();
  // Closes every element still open and returns the document, ending in a line break.
  std::string finish();

 private:
  void end_start_tag();
  std::string out_;
  std::vector<const char*> open_;
  bool in_start_tag_ = false;
};

}  // namespace rithmo
