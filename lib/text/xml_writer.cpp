#include "text/xml_writer.hpp"

#include "text/utf8.hpp"

#include <libxml/parser.h>
#include <libxml/xmlwriter.h>

#include <new>

namespace rithmo {

std::string xml_text(std::string_view s) {
  static constexpr std::string_view kReplacement = "\xEF\xBF\xBD";
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const auto u = static_cast<unsigned char>(s[i]);
    const std::size_t n = utf8_sequence(s, i);
    if (n == 0) {
      out += kReplacement;
      ++i;
      continue;
    }
    // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
    const bool noncharacter = n == 3 && u == 0xEF && static_cast<unsigned char>(s[i + 1]) == 0xBF &&
                              static_cast<unsigned char>(s[i + 2]) >= 0xBE;
    const bool control = n == 1 && u < 0x20 && u != '\t' && u != '\n' && u != '\r';
    if (noncharacter || control) {
      out += kReplacement;
    } else {
      out.append(s, i, n);
    }
    i += n;
  }
  return out;
}

namespace {

// libxml2's output callback: appends to the document. An exception must not cross
// libxml2's C frames, so running out of memory is a failed write, reported after.
int append_to(void* context, const char* buffer, int length) {
  auto* document = static_cast<std::string*>(context);
  try {
    document->append(buffer, static_cast<std::size_t>(length));
  } catch (const std::bad_alloc&) {
    return -1;
  }
  return length;
}

const xmlChar* xml_chars(const char* s) { return reinterpret_cast<const xmlChar*>(s); }

}  // namespace

struct XmlWriter::State {
  std::string document;
  xmlTextWriterPtr writer = nullptr;
};

namespace {

// Every call of libxml2's writer returns a negative count when it fails, which with the
// program's own names and xml_text's characters means memory ran out.
void check(int count) {
  if (count < 0) throw std::bad_alloc();
}

}  // namespace

XmlWriter::XmlWriter() : state_(std::make_unique<State>()) {
  // libxml2's globals, set once for the process (C++ makes the first call thread-safe).
  static const bool initialized = [] {
    xmlInitParser();
    return true;
  }();
  (void)initialized;
  xmlOutputBufferPtr out = xmlOutputBufferCreateIO(append_to, nullptr, &state_->document, nullptr);
  if (out == nullptr) throw std::bad_alloc();
  state_->writer = xmlNewTextWriter(out);  // owns `out` from here
  if (state_->writer == nullptr) {
    xmlOutputBufferClose(out);
    throw std::bad_alloc();
  }
  check(xmlTextWriterStartDocument(state_->writer, "1.0", "UTF-8", nullptr));
}

XmlWriter::~XmlWriter() {
  if (state_ && state_->writer) xmlFreeTextWriter(state_->writer);
}

XmlWriter& XmlWriter::open(const char* name) {
  check(xmlTextWriterStartElement(state_->writer, xml_chars(name)));
  return *this;
}

XmlWriter& XmlWriter::attribute(const char* name, std::string_view value) {
  const std::string held = xml_text(value);
  check(xmlTextWriterWriteAttribute(state_->writer, xml_chars(name), xml_chars(held.c_str())));
  return *this;
}

XmlWriter& XmlWriter::text(std::string_view s) {
  if (s.empty()) return *this;
  const std::string held = xml_text(s);
  check(xmlTextWriterWriteString(state_->writer, xml_chars(held.c_str())));
  return *this;
}

XmlWriter& XmlWriter::close() {
  check(xmlTextWriterEndElement(state_->writer));
  return *this;
}

XmlWriter& XmlWriter::element(const char* name, std::string_view content) {
  return open(name).text(content).close();
}

XmlWriter& XmlWriter::indent(int depth) {
  const std::string layout = "\n" + std::string(2 * static_cast<std::size_t>(depth), ' ');
  check(xmlTextWriterWriteRaw(state_->writer, xml_chars(layout.c_str())));
  return *this;
}

std::string XmlWriter::finish() {
  check(xmlTextWriterEndDocument(state_->writer));
  check(xmlTextWriterFlush(state_->writer));
  xmlFreeTextWriter(state_->writer);
  state_->writer = nullptr;
  return std::move(state_->document);
}

}  // namespace rithmo
