// libFuzzer target for the games' JSON interface of `rithmo serve` (serve/service.hpp;
// docs/serve.md). The input is a sequence of requests, one a line: a method, a space,
// an address and, after a tab, the body; "ID" in an address stands for the identifier
// of the last game created, so that the fuzzer reaches the games' own addresses. Every
// answer must be a JSON object (or the record's text, for a record) with a status of
// 200-499: the service never fails on what a request holds.
#include "serve/service.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "serve_fuzz: %s\n%s\n", what, detail.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  rithmo::serve::ServiceOptions options;
  options.tables = RITHMO_SOURCE_DIR "/tables";
  options.max_games = 4;
  options.max_plies = 16;
  options.table_megabytes = 1;
  options.seed = 1;
  rithmo::serve::Service service(options);
  std::string last_id = "none";
  std::string_view input(reinterpret_cast<const char*>(data), size);
  int requests = 0;
  while (!input.empty() && requests++ < 16) {
    const std::size_t eol = input.find('\n');
    std::string_view line = input.substr(0, eol);
    input = eol == std::string_view::npos ? std::string_view() : input.substr(eol + 1);
    const std::size_t space = line.find(' ');
    const std::string_view method = line.substr(0, space);
    std::string_view rest = space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
    const std::size_t tab = rest.find('\t');
    std::string path(rest.substr(0, tab));
    const std::string_view body = tab == std::string_view::npos ? std::string_view() : rest.substr(tab + 1);
    if (const std::size_t at = path.find("ID"); at != std::string::npos) path.replace(at, 2, last_id);
    const rithmo::serve::Reply r = service.handle(method, path, body);
    if (r.status < 200 || r.status > 499) fail("a status out of 200-499", r.body);
    if (!r.filename.empty()) continue;  // the record: text
    const nlohmann::json j = nlohmann::json::parse(r.body, nullptr, false);
    if (j.is_discarded() || !j.is_object()) fail("an answer that is not a JSON object", r.body);
    if (r.status == 201) last_id = j.at("id").get<std::string>();
    if (r.status >= 400 && !j.contains("error")) fail("a refusal without an error", r.body);
  }
  return 0;
}
