#include "tables/plain_json.hpp"

namespace rithmo {

std::optional<nlohmann::json> read_plain_json(std::string_view text) {
  const auto doc = JsonDocument::read(text);
  if (!doc) return std::nullopt;
  return doc->root().tree();
}

bool same_json_tree(const nlohmann::json& a, const nlohmann::json& b) {
  if (a.type() != b.type()) return false;
  if (a.is_object()) {
    if (a.size() != b.size()) return false;
    for (auto it = a.begin(); it != a.end(); ++it) {
      if (!b.contains(it.key()) || !same_json_tree(it.value(), b.at(it.key()))) return false;
    }
    return true;
  }
  if (a.is_array()) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
      if (!same_json_tree(a[i], b[i])) return false;
    }
    return true;
  }
  return a == b;
}

}  // namespace rithmo
