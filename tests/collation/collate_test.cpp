#include "collation/collate.hpp"

#include "catch.hpp"

#include <string>

using namespace rithmo;

namespace {

// A witness of the odd army's table of taking by division (002 lines 769-795; the
// print, ocr/lever-fulke-1563/page-0082.txt): from the OCR when `ocr`, with a marker
// column; else from the transcription, with the transcriber's note column.
Witness witness(bool ocr, const std::string& csv) {
  const std::string file = ocr ? "ocr/lever-fulke-1563/page-0082.txt" : "002_f663c2b935afea1e.txt";
  const std::string last =
      ocr ? R"({"name": "marker", "type": "string", "constraints": {"required": false}})"
          : R"({"name": "note", "type": "string", "constraints": {"required": false}, "role": "transcriber-note"})";
  // The OCR pages are CC BY-SA 4.0, credit Source Library (../shared/sources/ocr/README.md).
  const std::string licence = ocr ? R"([{"name": "CC-BY-SA-4.0", "title": "CC BY-SA 4.0"}])"
                                  : R"([{"name": "notspecified", "title": "License not specified"}])";
  const std::string json = R"({"name": "p", "profile": "tabular-data-package", "version": ")" +
                           std::string(RITHMO_VERSION) + R"(", "licenses": )" + licence + R"(,
    "contributors": [{"title": "The rithmo maintainers", "role": "wrangler"}],
    "sources": [{"file": ")" +
                           file + R"(", "title": "the page text, credit Source Library"}],
    "resources": [{"name": "t", "path": "t.csv",
    "profile": "tabular-data-resource", "format": "csv", "mediatype": "text/csv", "encoding": "utf-8",
    "title": "t", "section": "s",
    "source": {"file": ")" +
                           file +
                           R"(", "lines": [1, 99]}, "relation": {"name": "spaces-division", "taker": "odd"},
    "reading": "r", "keying": {"double_keyed": true, "second": "tables/keying/second/x.csv"},
    "schema": {"fields": [{"name": "line", "type": "integer", "constraints": {"required": true}},
      {"name": "taker", "type": "integer", "constraints": {"required": true}},
      {"name": "spaces", "type": "integer", "constraints": {"required": true}},
      {"name": "taken", "type": "integer", "constraints": {"required": true}}, )" +
                           last + "]}}]}";
  const Package p = parse_package(json, "datapackage.json", ".");
  const std::string name = ocr ? "print/t.csv" : "modern/t.csv";
  return {name, p.resources.at(0), parse_csv(csv, name)};
}

}  // namespace

TEST_CASE("collate: each variant classed by the derivation", "[audit][collate]") {
  // The odd men 12, 36, 90 (triangles, 002 line 525); the even 4, 6, 45 (lines 524,
  // 529). 12 / 2 = 6, 36 / 9 = 4, 90 / 2 = 45; 22 / 5 is no whole number.
  const Witness modern = witness(false,
                                 "line,taker,spaces,taken,note\n"
                                 "1,12,2,6,\n"
                                 "2,22,5,45,[sic]\n"
                                 "3,3,9,4,\n"
                                 "4,90,2,45,\n"
                                 "5,90,2,45,[the print has 44]\n"
                                 "6,90,2,45,\n");
  const Witness print = witness(true,
                                "line,taker,spaces,taken,marker\n"
                                "1,12,2,6,\n"
                                "2,22,5,45,\n"
                                "3,36,9,4,\n"
                                "4,90,2,44,\n"
                                "5,90,2,44,\n"
                                "6,90,2,44,unclear\n");
  CHECK(is_ocr_witness(print));
  CHECK_FALSE(is_ocr_witness(modern));
  const Collation c = collate(build_armies(), modern, print);
  CHECK(c.agreed == 1);
  REQUIRE(c.variants.size() == 5);
  CHECK(c.variants[0].kind == VariantClass::Printer);
  CHECK(c.variants[1].kind == VariantClass::TranscriberMisreading);
  CHECK(c.variants[1].columns == "taker");
  CHECK(c.variants[1].supported == "second");
  CHECK(c.variants[2].kind == VariantClass::SilentCorrection);
  CHECK(c.variants[3].kind == VariantClass::NotedCorrection);
  CHECK(c.variants[4].kind == VariantClass::OcrMisreading);
  CHECK(c.variants[4].second_line == 6);
}

TEST_CASE("collate: a row only one witness has", "[audit][collate]") {
  const Witness modern = witness(false, "line,taker,spaces,taken,note\n1,12,2,6,\n2,36,9,4,\n");
  const Witness print = witness(true, "line,taker,spaces,taken,marker\n1,12,2,6,\n");
  const Collation c = collate(build_armies(), modern, print);
  REQUIRE(c.variants.size() == 1);
  CHECK(c.variants[0].kind == VariantClass::OnlyFirst);
  CHECK(c.variants[0].supported == "first");
}

TEST_CASE("collate: the print against 002, checked by hand", "[audit][collate][print]") {
  // 002 line 790 "3 9 4 [sic -- 3 should be 36]"; the OCR, page-0082.txt line 28,
  // reads "36 | 9 | 4": 36 / 9 = 4 holds, 3 / 9 does not. 002 line 778 "22 5 45"
  // against the OCR's line 16 "22 | 5 | 4": neither 22 / 5 = 45 nor 22 / 5 = 4.
  const auto packages = read_packages(std::string(RITHMO_SOURCE_DIR) + "/tables");
  const Collation c = collate(build_armies(), witness_of(packages, "fulke-1563/spaces-division-odd.csv"),
                              witness_of(packages, "fulke-1563-print/spaces-division-odd.csv"));
  REQUIRE(c.variants.size() == 2);
  CHECK(c.variants[0].kind == VariantClass::BothWrong);
  CHECK(c.variants[0].first_line == 778);
  CHECK(c.variants[0].second_line == 16);
  CHECK(c.variants[1].kind == VariantClass::TranscriberMisreading);
  CHECK(c.variants[1].first_line == 790);
  CHECK(c.variants[1].second_line == 28);
}
