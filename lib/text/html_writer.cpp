#include "text/html_writer.hpp"

#include "text/xml_writer.hpp"

#include <cassert>
#include <cstring>

namespace rithmo {

std::string html_text(std::string_view s) {
  std::string in = xml_text(s);
  // U+0080..U+009F are C2 80 .. C2 9F in UTF-8 (xml_text left the sequence well formed).
  std::string out;
  out.reserve(in.size());
  for (std::size_t i = 0; i < in.size(); ++i) {
    const auto u = static_cast<unsigned char>(in[i]);
    if (u == 0xC2 && i + 1 < in.size() && static_cast<unsigned char>(in[i + 1]) <= 0x9F) {
      out += "\xEF\xBF\xBD";
      ++i;
    } else {
      out += in[i];
    }
  }
  return out;
}

std::string html_id(std::string_view s) {
  std::string out;
  bool gap = false;
  for (const char c : s) {
    const bool kept = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      c == '.' || c == '_' || c == '-';
    if (kept) {
      if (gap) out += '-';
      gap = false;
      out += c;
    } else {
      gap = true;
    }
  }
  if (gap) out += '-';
  return out.empty() ? "x" : out;
}

namespace {

bool is_void(const char* name) {
  for (const char* v : {"br", "hr", "img", "input", "link", "meta", "wbr"}) {
    if (std::strcmp(name, v) == 0) return true;
  }
  return false;
}

// `s` escaped for text (attribute: for a value in double quotes).
void escape(std::string& out, std::string_view s, bool attribute) {
  for (const char c : html_text(s)) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += attribute ? "&quot;" : "\"";
        break;
      default:
        out += c;
    }
  }
}

}  // namespace

HtmlWriter::HtmlWriter(std::string_view lang) {
  out_ = "<!DOCTYPE html>\n";
  open("html").attribute("lang", lang);
}

void HtmlWriter::end_start_tag() {
  if (in_start_tag_) out_ += '>';
  in_start_tag_ = false;
}

HtmlWriter& HtmlWriter::open(const char* name) {
  end_start_tag();
  assert(open_.empty() || !is_void(open_.back()));
  out_ += '<';
  out_ += name;
  open_.push_back(name);
  in_start_tag_ = true;
  return *this;
}

HtmlWriter& HtmlWriter::attribute(const char* name, std::string_view value) {
  assert(in_start_tag_);
  out_ += ' ';
  out_ += name;
  out_ += "=\"";
  escape(out_, value, true);
  out_ += '"';
  return *this;
}

HtmlWriter& HtmlWriter::text(std::string_view s) {
  end_start_tag();
  escape(out_, s, false);
  return *this;
}

HtmlWriter& HtmlWriter::close() {
  assert(!open_.empty());
  const char* name = open_.back();
  open_.pop_back();
  end_start_tag();
  if (!is_void(name)) {
    out_ += "</";
    out_ += name;
    out_ += '>';
  }
  return *this;
}

HtmlWriter& HtmlWriter::element(const char* name, std::string_view content) {
  return open(name).text(content).close();
}

HtmlWriter& HtmlWriter::link(std::string_view href, std::string_view content) {
  return open("a").attribute("href", href).text(content).close();
}

HtmlWriter& HtmlWriter::newline() {
  end_start_tag();
  out_ += '\n';
  return *this;
}

std::string HtmlWriter::finish() {
  while (!open_.empty()) close();
  out_ += '\n';
  return std::move(out_);
}

}  // namespace rithmo
