#include "text/html_writer.hpp"

#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <catch.hpp>

#include <string>
#include <string_view>

using namespace rithmo;

namespace {

// A document read by libxml2's HTML parser (another library than the writer): the
// text of the first element named `name` and its attribute `attribute`, and how many
// elements named `script` the document holds.
struct Parsed {
  std::string text, attribute;
  int scripts = 0;
  bool found = false;
};

void walk(xmlNodePtr node, const char* name, const char* attribute, Parsed& out) {
  for (; node; node = node->next) {
    if (node->type == XML_ELEMENT_NODE) {
      const auto* element = reinterpret_cast<const char*>(node->name);
      if (std::string_view(element) == "script") ++out.scripts;
      if (!out.found && std::string_view(element) == name) {
        out.found = true;
        xmlChar* text = xmlNodeGetContent(node);
        out.text = text ? reinterpret_cast<const char*>(text) : "";
        xmlFree(text);
        xmlChar* value = xmlGetProp(node, reinterpret_cast<const xmlChar*>(attribute));
        out.attribute = value ? reinterpret_cast<const char*>(value) : "";
        xmlFree(value);
      }
    }
    walk(node->children, name, attribute, out);
  }
}

Parsed parse(const std::string& document, const char* name, const char* attribute) {
  htmlDocPtr doc = htmlReadMemory(document.data(), static_cast<int>(document.size()), "test.html", "UTF-8",
                                  HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING);
  Parsed out;
  if (doc) walk(xmlDocGetRootElement(doc), name, attribute, out);
  xmlFreeDoc(doc);
  return out;
}

}  // namespace

TEST_CASE("html_text: controls and broken UTF-8 become U+FFFD, letters are kept", "[text][html]") {
  // The HTML standard (13.2.5, "control" characters are parse errors): C0 controls but
  // tab, line feed, form feed and carriage return, and the C1 controls U+0080..U+009F
  // (C2 80 .. C2 9F in UTF-8). xml_text also turns form feed into U+FFFD.
  CHECK(html_text("a\x01"
                  "b\x1B"
                  "c") ==
        "a\xEF\xBF\xBD"
        "b\xEF\xBF\xBD"
        "c");
  CHECK(html_text("x\xC2\x80y\xC2\x9Fz") == "x\xEF\xBF\xBDy\xEF\xBF\xBDz");
  // U+00A0 (C2 A0) is no control; é (C3 A9), ſ (C5 BF), tab and line feed are kept.
  CHECK(html_text("\xC2\xA0\xC3\xA9\xC5\xBF\t\n") == "\xC2\xA0\xC3\xA9\xC5\xBF\t\n");
  CHECK(html_text("a\x80z\xE2\x82") == "a\xEF\xBF\xBDz\xEF\xBF\xBD\xEF\xBF\xBD");
}

TEST_CASE("html_id: what an id cannot hold becomes one hyphen", "[text][html]") {
  CHECK(html_id("page-0060.txt") == "page-0060.txt");
  CHECK(html_id("a b  c") == "a-b-c");
  CHECK(html_id("\"><script>") == "-script-");
  CHECK(html_id("") == "x");
  CHECK(html_id("d\xC3\xA9j\xC3\xA0") == "d-j-");
}

TEST_CASE("HtmlWriter: hostile text reaches the page as the text it is", "[text][html]") {
  // Every byte value but carriage return (which HTML parsers fold into line feeds), a
  // script, a closing tag, quotes and an entity, in a text and in an attribute.
  std::string hostile;
  for (int b = 1; b < 256; ++b) {
    if (b != '\r') hostile += static_cast<char>(b);
  }
  hostile += "</p><script>alert(1)</script>\"' onmouseover=\"x\" &amp; &lt;";
  HtmlWriter html;
  html.open("body").open("p").attribute("title", hostile).text(hostile).close().close();
  const std::string document = html.finish();
  CHECK(document.rfind("<!DOCTYPE html>\n<html lang=\"en\">", 0) == 0);
  const Parsed parsed = parse(document, "p", "title");
  REQUIRE(parsed.found);
  CHECK(parsed.scripts == 0);
  CHECK(parsed.text == html_text(hostile));
  CHECK(parsed.attribute == html_text(hostile));
  // The check can fail: the same text written raw makes a script element.
  CHECK(parse("<!DOCTYPE html><html><body><p>" + hostile + "</p></body></html>", "p", "title").scripts == 1);
}

TEST_CASE("HtmlWriter: void elements have no end tag, others close in order", "[text][html]") {
  HtmlWriter html("it");
  html.open("head").open("meta").attribute("charset", "utf-8").close().close();
  html.open("body").text("a").open("br").close().link("x.html#r1", "b & c").newline();
  const std::string document = html.finish();
  CHECK(document ==
        "<!DOCTYPE html>\n<html lang=\"it\"><head><meta charset=\"utf-8\"></head><body>a<br>"
        "<a href=\"x.html#r1\">b &amp; c</a>\n</body></html>\n");
}
