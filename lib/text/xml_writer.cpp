#include "text/xml_writer.hpp"

#include "text/utf8.hpp"

#include <pugixml.hpp>

#include <new>
#include <vector>

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

// pugixml's output, appended to the document.
struct Appender : pugi::xml_writer {
  std::string& out;
  explicit Appender(std::string& o) : out(o) {}
  void write(const void* data, std::size_t size) override {
    out.append(static_cast<const char*>(data), size);
  }
};

// pugixml returns an empty node, or false, where it could not allocate: a document
// missing a part is never returned.
template <class Node>  // pugi::xml_node, pugi::xml_attribute
Node made(Node node) {
  if (!node) throw std::bad_alloc();
  return node;
}

void set(bool done) {
  if (!done) throw std::bad_alloc();
}

}  // namespace

struct XmlWriter::State {
  pugi::xml_document document;
  std::vector<pugi::xml_node> open;  // the document, then each element still open
};

XmlWriter::XmlWriter() : state_(std::make_unique<State>()) { state_->open.push_back(state_->document); }

XmlWriter::~XmlWriter() = default;

XmlWriter& XmlWriter::open(const char* name) {
  state_->open.push_back(made(state_->open.back().append_child(name)));
  return *this;
}

XmlWriter& XmlWriter::attribute(const char* name, std::string_view value) {
  set(made(state_->open.back().append_attribute(name)).set_value(xml_text(value).c_str()));
  return *this;
}

XmlWriter& XmlWriter::text(std::string_view s) {
  if (!s.empty())
    set(made(state_->open.back().append_child(pugi::node_pcdata)).set_value(xml_text(s).c_str()));
  return *this;
}

XmlWriter& XmlWriter::close() {
  state_->open.pop_back();
  return *this;
}

XmlWriter& XmlWriter::element(const char* name, std::string_view content) {
  return open(name).text(content).close();
}

XmlWriter& XmlWriter::indent(int depth) {
  const std::string layout = "\n" + std::string(2 * static_cast<std::size_t>(depth), ' ');
  set(made(state_->open.back().append_child(pugi::node_pcdata)).set_value(layout.c_str()));
  return *this;
}

XmlWriter& XmlWriter::close_all() {
  while (state_->open.size() > 1) indent(static_cast<int>(state_->open.size()) - 2).close();
  return *this;
}

std::string XmlWriter::finish() {
  // The declaration is written here, with its line break; pugixml writes the elements
  // as they are, adding no layout of its own.
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  Appender appender(out);
  state_->document.save(appender, "", pugi::format_raw | pugi::format_no_declaration, pugi::encoding_utf8);
  out += "\n";
  state_->open.assign(1, state_->document);
  state_->document.reset();
  return out;
}

}  // namespace rithmo
