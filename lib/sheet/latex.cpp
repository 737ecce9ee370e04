#include "sheet/latex.hpp"

#include "text/utf8.hpp"

#include <cctype>
#include <stdexcept>

namespace rithmo::latex {

namespace {

// The code point of one UTF-8 sequence (already checked by utf8_sequence).
char32_t code_point(std::string_view seq) {
  const auto b0 = static_cast<unsigned char>(seq[0]);
  char32_t cp = seq.size() == 2 ? b0 & 0x1F : seq.size() == 3 ? b0 & 0x0F : b0 & 0x07;
  for (std::size_t k = 1; k < seq.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(seq[k]) & 0x3F);
  return cp;
}

// A character beyond ASCII as LaTeX prints it. The Latin letters the fonts carry
// (Latin-1 and Latin Extended-A: é, ç, ā, ę ...) pass through; the marks the OCR of
// the period books gives besides are set by accent commands: a combining tilde or
// macron over the letter before it (q̃, diapēte), ẽ and ỹ; the long s is set as s, the
// OCR's ꝙ as q and its ȝ as z. A character no font here carries is printed as "?"
// (the reports keep it as printed).
std::string beyond_ascii(std::string_view seq, std::string& out) {
  const char32_t cp = code_point(seq);
  auto accent_previous = [&out](const char* command) {
    if (!out.empty() && std::isalpha(static_cast<unsigned char>(out.back()))) {
      const char letter = out.back();
      out.pop_back();
      return std::string(command) + "{" + (letter == 'i' ? std::string("\\i") : std::string(1, letter)) + "}";
    }
    return std::string();
  };
  switch (cp) {
    case 0x303:
      return accent_previous("\\~");
    case 0x304:
      return accent_previous("\\=");
    case 0x1EBD:
      return "\\~{e}";
    case 0x1EBC:
      return "\\~{E}";
    case 0x1EF9:
      return "\\~{y}";
    case 0x17F:
      return "s";
    case 0xA759:
      return "q";
    case 0x21D:
      return "z";
    default:
      break;
  }
  if (cp >= 0x300 && cp <= 0x36F) return "";  // other combining marks
  if ((cp >= 0xA0 && cp <= 0x17F) || cp == 0x2013 || cp == 0x2014 || cp == 0x2018 || cp == 0x2019 ||
      cp == 0x201C || cp == 0x201D || cp == 0x2026 || cp == 0x2192 || cp == 0x2212 || cp == 0xD7)
    return std::string(seq);
  return "?";
}

}  // namespace

std::string escape(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto b = static_cast<unsigned char>(text[i]);
    const std::size_t n = utf8_sequence(text, i);
    if (n == 0) throw LatexTextError("invalid UTF-8 at byte " + std::to_string(i));
    if (n > 1) {
      out += beyond_ascii(text.substr(i, n), out);
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
      case '-':
        // "--" and "---" are dashes to LaTeX: a hyphen before a hyphen is kept one
        // (--preset prints as typed, to be copied).
        out += i + 1 < text.size() && text[i + 1] == '-' ? "-{}" : "-";
        break;
      case '\'':
        // A quotation opens with an opening mark: ' after a space, a bracket or at the
        // start is LaTeX's `, which prints the opening quote.
        out += i == 0 || text[i - 1] == ' ' || text[i - 1] == '(' || text[i - 1] == '[' ? '`' : '\'';
        break;
      case '`':
        out += "\\textasciigrave{}";
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

Document::Document(Paper paper, std::string title, std::string stamp, std::string footer)
    : paper_(paper), title_(std::move(title)), stamp_(std::move(stamp)), footer_(std::move(footer)) {}

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
       escape(footer_.empty() ? stamp_ : footer_) + "\\hfil page \\thepage}\\let\\@evenfoot\\@oddfoot}\n";
  s += "\\makeatother\n\\pagestyle{rithmo}\n";
  s += "\\begin{document}\n";
  s += "{\\Large\\bfseries " + escape(title_) + "\\par}\n\\medskip\n";
  s += body_;
  if (!body_.empty() && body_.back() != '\n') s += '\n';
  s += "\\end{document}\n";
  return s;
}

}  // namespace rithmo::latex
