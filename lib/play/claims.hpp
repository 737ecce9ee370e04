// The ledger of the claims the rule texts make, each checked by the engine.
//
// A claim is a sentence of a source about the rules' consequences ("blocking the normal
// moves suffices to block the flying ones", "many men begin entirely surrounded",
// "this victory is impossible for the odd army"). The ledger states, for each, its
// source line, the reading(s) under which the engine tests it (a preset, or a
// parameter), the verdict, and the evidence: a count, a position, a counter-example.
// docs/claims.md is `rithmo claims --format md`, and a test checks it is current.
#pragma once

#include <string>
#include <vector>

namespace rithmo::play {

struct Claim {
  std::string id;        // short name, e.g. "flying-blocked"
  std::string claim;     // the words of the source
  std::string source;    // file:line (000:1:column for du Coeur's letter)
  std::string readings;  // the reading under which it is tested
  std::string verdict;   // holds, fails, or holds with a qualification
  std::string evidence;  // what the engine found
};

// Computes the ledger from the transcribed tables in tables_dir (play/sources.hpp and
// the other tables of tables/fulke-1563). Throws DiagnosticError when a table is
// missing or malformed. Deterministic: random playouts use fixed seeds.
std::vector<Claim> claims_ledger(const std::string& tables_dir);

}  // namespace rithmo::play
