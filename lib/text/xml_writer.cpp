#include "text/xml_writer.hpp"

#include "text/utf8.hpp"

#include <pugixml.hpp>

#include <cassert>
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

// The text held before it is given to a sink.
constexpr std::size_t kSinkPart = std::size_t{64} << 10;

}  // namespace

// Each open element is a node of `scratch` holding its attributes and no content:
// pugixml writes its start tag (its empty-element tag, cut before "/>"), or the whole
// of it when it closes empty; a text is a node of its own, written and removed.
struct XmlWriter::State {
  struct Open {
    pugi::xml_node node;
    bool started = false;  // its start tag written
  };
  pugi::xml_document scratch;
  std::vector<Open> open;
  std::string out;
  TextSink sink;

  void write(pugi::xml_node node) {
    Appender appender(out);
    node.print(appender, "", pugi::format_raw, pugi::encoding_utf8);
  }
  // The start tag of the innermost open element, before its first content.
  void start() {
    if (open.empty() || open.back().started) return;
    write(open.back().node);
    out.resize(out.size() - 2);  // "/>"
    out += '>';
    open.back().started = true;
  }
  void content(std::string_view text) {
    start();
    pugi::xml_node node = made(scratch.append_child(pugi::node_pcdata));
    set(node.set_value(std::string(text).c_str()));
    write(node);
    scratch.remove_child(node);
    if (sink && out.size() >= kSinkPart) {
      sink(out);
      out.clear();
    }
  }
};

XmlWriter::XmlWriter() : state_(std::make_unique<State>()) {
  // The declaration with its line break; pugixml writes the elements as they are,
  // adding no layout of its own.
  state_->out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
}

XmlWriter::XmlWriter(TextSink sink) : XmlWriter() { state_->sink = std::move(sink); }

XmlWriter::~XmlWriter() = default;

XmlWriter& XmlWriter::open(const char* name) {
  state_->start();
  state_->open.push_back({made(state_->scratch.append_child(name)), false});
  return *this;
}

XmlWriter& XmlWriter::attribute(const char* name, std::string_view value) {
  assert(!state_->open.empty() && !state_->open.back().started);  // before the element's content
  set(made(state_->open.back().node.append_attribute(name)).set_value(xml_text(value).c_str()));
  return *this;
}

XmlWriter& XmlWriter::text(std::string_view s) {
  if (!s.empty()) state_->content(xml_text(s));
  return *this;
}

XmlWriter& XmlWriter::close() {
  State::Open& e = state_->open.back();
  if (e.started) {
    state_->out += "</";
    state_->out += e.node.name();
    state_->out += '>';
  } else {
    state_->write(e.node);  // <name/>, with its attributes
  }
  state_->scratch.remove_child(e.node);
  state_->open.pop_back();
  return *this;
}

XmlWriter& XmlWriter::element(const char* name, std::string_view content) {
  return open(name).text(content).close();
}

XmlWriter& XmlWriter::indent(int depth) {
  state_->content("\n" + std::string(2 * static_cast<std::size_t>(depth), ' '));
  return *this;
}

XmlWriter& XmlWriter::close_all() {
  while (!state_->open.empty()) indent(static_cast<int>(state_->open.size()) - 1).close();
  return *this;
}

std::string XmlWriter::finish() {
  while (!state_->open.empty()) close();
  std::string out = std::move(state_->out);
  out += "\n";
  state_->out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  state_->scratch.reset();
  if (!state_->sink) return out;
  state_->sink(out);
  return "";
}

}  // namespace rithmo
