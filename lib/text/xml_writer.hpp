// XML documents, written by pugixml: the one writer of the project's XML (the
// apparatus's and the stemma's TEI). pugixml writes the markup and escapes the markup
// characters; xml_text decides, in this one place, what becomes of a character XML 1.0
// cannot hold. (pugixml rather than libxml2, which would load ICU's 30 MB into every
// run of the program; the tests read what it writes with libxml2's parser.)
#pragma once

#include "text/text_sink.hpp"

#include <memory>
#include <string>
#include <string_view>

namespace rithmo {

// Text as XML 1.0 can hold it: a control character other than tab, line feed and
// carriage return, U+FFFE and U+FFFF (valid UTF-8 that XML refuses), and any byte that
// starts no well-formed UTF-8 sequence each become the replacement character U+FFFD.
// Every other character is kept; the writer escapes the markup characters.
std::string xml_text(std::string_view s);

// One XML 1.0 document in UTF-8, written element by element: returned whole by
// finish(), or given to a sink in parts as it is written, so that a long document is
// never held whole (only the elements still open are). Each element's start tag is
// written once its attributes are known (at its first content, or as <name/> when it
// closes empty), each piece of markup by pugixml. Element and attribute names are the
// program's own; every value and every text passes through xml_text. Nothing is
// indented but by indent(), so mixed content keeps exactly the text it is given.
// Throws std::bad_alloc when memory runs out.
class XmlWriter {
 public:
  XmlWriter();  // the XML declaration: version 1.0, encoding UTF-8
  // The same document, given to `sink` in parts of some tens of kilobytes (the last at
  // finish()).
  explicit XmlWriter(TextSink sink);
  ~XmlWriter();
  XmlWriter(const XmlWriter&) = delete;
  XmlWriter& operator=(const XmlWriter&) = delete;

  // Opens the element `name`; attribute() may follow until its first content.
  XmlWriter& open(const char* name);
  XmlWriter& attribute(const char* name, std::string_view value);
  XmlWriter& text(std::string_view s);
  // Closes the innermost open element: <name/> when it has no content.
  XmlWriter& close();
  // An element holding only text: open(name), text(content), close().
  XmlWriter& element(const char* name, std::string_view content);
  // A line break, then two spaces for each of `depth` levels: the layout between
  // elements, written as the text it is.
  XmlWriter& indent(int depth);
  // Closes every element still open, each on a line of its own at its depth (the end
  // of an indented document).
  XmlWriter& close_all();
  // Closes every element still open and returns the document, ending in a line break;
  // with a sink, gives it the rest of the document and returns nothing.
  std::string finish();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace rithmo
