// LaTeX for the printable sheets: escaping text, the paper sizes, and a small builder
// of a whole document whose PDF is the same, byte for byte, from the same inputs.
//
// The document needs only Debian's texlive-latex-base, texlive-latex-recommended and
// lmodern: the article class, fontenc (T1), lmodern, geometry, color, array, booktabs
// and multicol, and the picture environment for the figures (sheet/figures.hpp).
// Nothing here runs LaTeX: the tools write the source and build it.
#pragma once

#include "params/enum_table.hpp"

#include <gmpxx.h>

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace rithmo::latex {

// Thrown by escape() on text that cannot be typeset: a control character or invalid
// UTF-8. The message names the byte offset.
class LatexTextError : public std::invalid_argument {
 public:
  explicit LatexTextError(const std::string& what) : std::invalid_argument(what) {}
};

// Paper sizes: ISO A4 (210 x 297 mm) and US Letter (8.5 x 11 in).
enum class Paper { A4, Letter };

// "a4", "letter": the names the command line and the file names use.
inline constexpr auto kPaperNames = enum_table<Paper>({{Paper::A4, "a4"}, {Paper::Letter, "letter"}});
inline constexpr auto kPapers = kPaperNames.values();

constexpr std::string_view name(Paper paper) { return kPaperNames.name(paper); }

// Text as LaTeX that prints it as given: the ten special characters
// \ { } $ & # % _ ^ ~ and < > | are replaced by commands that print them; tab, CR
// and LF become spaces; other UTF-8 text passes through (LaTeX reads UTF-8). Throws
// LatexTextError on another control character or on invalid UTF-8.
std::string escape(std::string_view text);

// An integer as LaTeX: its digits (a minus sign for a negative number).
std::string number(const mpz_class& n);

// Text as the contents of a PDF string literal inside \pdfinfo{...}: letters, digits,
// spaces and , . : ; ' - + = / kept, ( and ) escaped for PDF (\string\( so that TeX
// leaves the backslash), anything else dropped. The PDF's Title stays plain ASCII.
std::string pdf_string(std::string_view text);

// A table of LaTeX cells (already escaped) typeset with booktabs rules.
struct Tabular {
  std::string columns;              // the column spec, e.g. "lrr"
  std::vector<std::string> header;  // one cell per column; empty: no header row
  std::vector<std::vector<std::string>> rows;
  std::vector<std::size_t> rule_before;  // row indices preceded by a \midrule

  // The tabular environment. Throws std::invalid_argument when a row has another
  // number of cells than the header (when there is one).
  std::string str() const;
};

// A whole document. The preamble makes pdfTeX omit the dates and the trailer ID from
// the PDF (\pdfinfoomitdate, \pdftrailerid{}, \pdfsuppressptexinfo), so that the PDF
// depends only on the source, the TeX installation and SOURCE_DATE_EPOCH; the tools
// still fix SOURCE_DATE_EPOCH for anything that reads the date.
class Document {
 public:
  // title: the sheet's heading and the PDF's Title. stamp: one line printed at the foot
  // of every page (the generator and the inputs' digest) and kept as a comment at the
  // top of the source.
  // footer: what the foot of each page prints instead (a short stamp), when given.
  Document(Paper paper, std::string title, std::string stamp, std::string footer = {});

  // Appends LaTeX to the body.
  Document& add(std::string_view latex);

  // The complete source, from \documentclass to \end{document}.
  std::string str() const;

 private:
  Paper paper_;
  std::string title_;
  std::string stamp_;
  std::string footer_;
  std::string body_;
};

}  // namespace rithmo::latex
