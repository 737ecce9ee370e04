#include "sheet/latex.hpp"

#include "text/utf8.hpp"

#include <stdexcept>

namespace rithmo::latex {

std::string_view name(Paper paper) { return paper == Paper::A4 ? "a4" : "letter"; }

std::optional<Paper> parse_paper(std::string_view text) {
  for (Paper p : kPapers) {
    if (text == name(p)) return p;
  }
  return std::nullopt;
}

std::string escape(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto b = static_cast<unsigned char>(text[i]);
    const std::size_t n = utf8_sequence(text, i);
    if (n == 0) throw LatexTextError("invalid UTF-8 at byte " + std::to_string(i));
    if (n > 1) {
      out.append(text.substr(i, n));
      i += n;
      continue;
    }
    const char c = text[i];
    switch (c) {
      case '\\':
        out += "\\textbackslash{}";
        break;
      case '{':
        out += "\\{";
        break;
      case '}':
        out += "\\}";
        break;
      case '$':
        out += "\\$";
        break;
      case '&':
        out += "\\&";
        break;
      case '#':
        out += "\\#";
        break;
      case '%':
        out += "\\%";
        break;
      case '_':
        out += "\\_";
        break;
      case '^':
        out += "\\textasciicircum{}";
        break;
      case '~':
        out += "\\textasciitilde{}";
        break;
      case '<':
        out += "\\textless{}";
        break;
      case '>':
        out += "\\textgreater{}";
        break;
      case '|':
        out += "\\textbar{}";
        break;
      case '\t':
      case '\r':
      case '\n':
        out += ' ';
        break;
      default:
        if (b < 0x20 || b == 0x7F) {
          throw LatexTextError("control character " + std::to_string(b) + " at byte " + std::to_string(i));
        }
        out += c;
    }
    ++i;
  }
  return out;
}

std::string number(const mpz_class& n) { return n.get_str(); }

std::string pdf_string(std::string_view text) {
  std::string out;
  for (char c : text) {
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                       std::string_view(" ,.:;'-+=/").find(c) != std::string_view::npos;
    if (plain) out += c;
    // \pdfinfo expands its argument: \string keeps the backslash that PDF needs.
    else if (c == '(')
      out += "\\string\\(";
    else if (c == ')')
      out += "\\string\\)";
  }
  return out;
}

std::string Tabular::str() const {
  std::string out = "\\begin{tabular}{" + columns + "}\n\\toprule\n";
  auto add_row = [&out](const std::vector<std::string>& cells) {
    for (std::size_t i = 0; i < cells.size(); ++i) out += (i ? " & " : "") + cells[i];
    out += " \\\\\n";
  };
  if (!header.empty()) {
    add_row(header);
    out += "\\midrule\n";
  }
  for (std::size_t r = 0; r < rows.size(); ++r) {
    if (!header.empty() && rows[r].size() != header.size()) {
      throw std::invalid_argument("tabular row " + std::to_string(r + 1) + " has " +
                                  std::to_string(rows[r].size()) + " cells, the header " +
                                  std::to_string(header.size()));
    }
    for (std::size_t b : rule_before) {
      if (b == r && r != 0) {
        out += "\\midrule\n";
        break;
      }
    }
    add_row(rows[r]);
  }
  return out + "\\bottomrule\n\\end{tabular}";
}

Document::Document(Paper paper, std::string title, std::string stamp)
    : paper_(paper), title_(std::move(title)), stamp_(std::move(stamp)) {}

Document& Document::add(std::string_view latex) {
  body_.append(latex);
  return *this;
}

std::string Document::str() const {
  std::string s;
  s += "% " + stamp_ + "\n";
  // No dates, no trailer ID, no pdfTeX banner: the same source gives the same PDF.
  s += "\\pdfinfoomitdate=1\n\\pdftrailerid{}\n\\pdfsuppressptexinfo=-1\n";
  s += "\\documentclass[10pt]{article}\n";
  s += "\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}\n";
  s += std::string("\\usepackage[") + (paper_ == Paper::A4 ? "a4paper" : "letterpaper") +
       ",margin=12mm,includefoot,footskip=7mm]{geometry}\n";
  s += "\\usepackage{color}\n\\usepackage{array}\n\\usepackage{booktabs}\n\\usepackage{multicol}"
       "\n\\usepackage{longtable}\n";
  s += "\\pdfinfo{/Title (" + pdf_string(title_) + ") /Subject (" + pdf_string(stamp_) + ")}\n";
  s += "\\definecolor{boardgrey}{gray}{0.85}\n";
  s += "\\setlength{\\parindent}{0pt}\n\\setlength{\\columnsep}{6mm}\n";
  s += "\\makeatletter\n";
  s += "\\def\\ps@rithmo{\\let\\@oddhead\\@empty\\let\\@evenhead\\@empty"
       "\\def\\@oddfoot{\\scriptsize " +
       escape(stamp_) + "\\hfil page \\thepage}\\let\\@evenfoot\\@oddfoot}\n";
  s += "\\makeatother\n\\pagestyle{rithmo}\n";
  s += "\\begin{document}\n";
  s += "{\\Large\\bfseries " + escape(title_) + "\\par}\n\\medskip\n";
  s += body_;
  if (!body_.empty() && body_.back() != '\n') s += '\n';
  s += "\\end{document}\n";
  return s;
}

}  // namespace rithmo::latex
