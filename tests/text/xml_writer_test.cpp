#include "text/xml_writer.hpp"

#include <libxml/parser.h>
#include <catch.hpp>

#include <string>
#include <string_view>

using namespace rithmo;

namespace {

// Whether libxml2's parser (another library than the writer's) reads `document` as well-formed XML 1.0 (no
// recovery, no network, no entity expansion).
bool well_formed(const std::string& document) {
  xmlDocPtr doc = xmlReadMemory(document.data(), static_cast<int>(document.size()), "test.xml", "UTF-8",
                                XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  const bool ok = doc != nullptr;
  xmlFreeDoc(doc);
  return ok;
}

}  // namespace

TEST_CASE("xml_text: what XML 1.0 cannot hold becomes U+FFFD, the rest is kept", "[text][xml]") {
  // XML 1.0, production [2] Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] |
  // [#x10000-#x10FFFF]. U+FFFE is EF BF BE, U+FFFF is EF BF BF.
  CHECK(xml_text("a\xEF\xBF\xBE"
                 "b\xEF\xBF\xBF"
                 "c\x01"
                 "d\x1B") ==
        "a\xEF\xBF\xBD"
        "b\xEF\xBF\xBD"
        "c\xEF\xBF\xBD"
        "d\xEF\xBF\xBD");
  CHECK(xml_text(std::string("x\0y", 3)) == "x\xEF\xBF\xBDy");
  // Tab, line feed, carriage return, U+FFFD itself and U+10000 (F0 90 80 80) are Chars.
  CHECK(xml_text("\t\n\r\xEF\xBF\xBD\xF0\x90\x80\x80") == "\t\n\r\xEF\xBF\xBD\xF0\x90\x80\x80");
  // A byte that starts no UTF-8 sequence (a lone continuation byte, a truncated one).
  CHECK(xml_text("a\x80z\xE2\x82") == "a\xEF\xBF\xBDz\xEF\xBF\xBD\xEF\xBF\xBD");
  // The markup characters are the writer's to escape, not xml_text's.
  CHECK(xml_text("<&>\"") == "<&>\"");
}

TEST_CASE("XmlWriter: markup characters escaped, the layout as given", "[text][xml]") {
  XmlWriter xml;
  xml.open("a").attribute("b", "x\"y<&").indent(1).element("c", "1 < 2 & 3 > 2").indent(0);
  xml.open("d").close();
  const std::string doc = xml.finish();
  // XML 1.0 section 2.4: < and & escaped in content and in attribute values, " in a
  // value delimited by ".
  CHECK(doc ==
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<a b=\"x&quot;y&lt;&amp;\">\n"
        "  <c>1 &lt; 2 &amp; 3 &gt; 2</c>\n"
        "<d/></a>\n");
  CHECK(well_formed(doc));
}

TEST_CASE("XmlWriter: close_all ends each open element on its own line", "[text][xml]") {
  XmlWriter xml;
  xml.open("a").indent(1).open("b").indent(2).element("c", "x");
  CHECK(xml.close_all().finish() ==
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<a>\n"
        "  <b>\n"
        "    <c>x</c>\n"
        "  </b>\n"
        "</a>\n");
}

TEST_CASE("XmlWriter: a document given to a sink in parts is the document returned whole", "[text][xml]") {
  // Long enough to be given in several parts; empty elements, attributes, text.
  const auto write = [](XmlWriter& xml) {
    xml.open("TEI").attribute("xmlns", "http://www.tei-c.org/ns/1.0");
    for (int i = 0; i < 3000; ++i) {
      xml.indent(1).open("ab").attribute("n", std::to_string(i));
      xml.element("label", "a < b & \"c\"").text(" ");
      xml.open("app").open("lem").attribute("resp", "#r").text("1 2 3").close();
      xml.open("rdg").attribute("wit", "#A #B").close();
      xml.close().close();
    }
    xml.indent(1).open("empty").close();
    xml.close_all();
  };
  XmlWriter whole;
  write(whole);
  const std::string document = whole.finish();
  std::string parts;
  std::size_t count = 0;
  XmlWriter sunk([&](std::string_view part) {
    parts += part;
    ++count;
  });
  write(sunk);
  CHECK(sunk.finish().empty());
  CHECK(count > 1);
  CHECK(parts == document);
  CHECK(well_formed(document));
  CHECK(document.find("<rdg wit=\"#A #B\"/>") != std::string::npos);
}

TEST_CASE("XmlWriter: a document of hostile text is well-formed", "[text][xml]") {
  // Every byte value in a text and in an attribute, with ]]>, U+FFFE and a truncated
  // sequence: libxml2's parser reads what the writer wrote.
  std::string hostile;
  for (int b = 0; b < 256; ++b) hostile += static_cast<char>(b);
  hostile += "]]>\xEF\xBF\xBE\xE2\x82";
  XmlWriter xml;
  xml.open("root").attribute("a", hostile).attribute("n", hostile).text(hostile);
  xml.element("x", hostile);
  const std::string doc = xml.finish();
  CHECK(well_formed(doc));
  // ]]> may stand in an attribute's value, never in character data (XML 1.0, [14]).
  CHECK(doc.find("<x>") != std::string::npos);
  CHECK(doc.find("]]>", doc.find("<x>")) == std::string::npos);
  // The well-formedness check itself fails on what XML refuses.
  CHECK_FALSE(well_formed("<?xml version=\"1.0\"?><a>\xEF\xBF\xBE</a>"));
  CHECK_FALSE(well_formed("<a>\x01</a>"));
}
