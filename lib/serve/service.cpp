#include "serve/service.hpp"

#include "diagnostic.hpp"
#include "play/explain.hpp"
#include "play/game.hpp"
#include "play/notation.hpp"
#include "play/record.hpp"
#include "play/sources.hpp"
#include "search/levels.hpp"
#include "search/search.hpp"
#include "search/zobrist.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace rithmo::serve {

using nlohmann::ordered_json;
using namespace rithmo::play;

namespace {

// A request the service refuses: its status and what is wrong.
struct Refusal {
  int status;
  std::string message;
};

Reply json_reply(int status, const ordered_json& body) {
  return {
      status, "application/json", body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), {}};
}

Reply error_reply(int status, const std::string& message) {
  return json_reply(status, ordered_json{{"error", message}});
}

// The request's body as a JSON object (an empty body is an empty object).
nlohmann::json object_of(std::string_view body) {
  if (body.empty()) return nlohmann::json::object();
  nlohmann::json j = nlohmann::json::parse(body, nullptr, false);
  if (j.is_discarded()) throw Refusal{400, "the body is not JSON"};
  if (!j.is_object()) throw Refusal{400, "the body is not a JSON object"};
  return j;
}

std::string string_field(const nlohmann::json& j, const char* key, const std::string& fallback) {
  if (!j.contains(key)) return fallback;
  if (!j[key].is_string()) throw Refusal{400, fmt::format("'{}' is not a string", key)};
  return j[key].get<std::string>();
}

std::string_view word_of(Result r) {
  switch (r) {
    case Result::None:
      return "none";
    case Result::Victory:
      return "victory";
    case Result::NoMove:
      return "no-move";
  }
  return "none";
}

ordered_json note_json(const CaptureNote& n) {
  return {{"taken", n.taken}, {"way", n.way},         {"with", n.with},     {"parameter", n.parameter},
          {"value", n.value}, {"meaning", n.meaning}, {"source", n.source}, {"text", format_note(n)}};
}

}  // namespace

// One game: its rules, the position reached, the positions before each move (for
// taking back and for repetitions), and what was said of each move.
struct Service::GameState {
  std::mutex mutex;  // one request at a time on a game
  std::uint64_t used = 0;
  Record record;
  bool vs_engine = true;
  Army human = Army::Odd;
  const search::Level* level = nullptr;
  std::uint64_t seed = 1;
  std::unique_ptr<Game> game;
  Position pos;
  std::vector<Position> history;
  std::vector<std::uint64_t> keys;
  struct Played {
    Army side;
    std::string word;
    bool by_engine;
    std::vector<CaptureNote> notes;
  };
  std::vector<Played> played;
  std::size_t table_megabytes = 4;

  // The keys of the positions, for repetitions; the same for every game.
  static const search::Zobrist& zobrist() {
    static const search::Zobrist keys;
    return keys;
  }

  MoveList legal() {
    MoveList moves;
    if (game->outcome(pos).result == Result::None) game->legal_moves(pos, moves);
    return moves;
  }

  Outcome outcome() {
    const Outcome out = game->outcome(pos);
    if (out.result != Result::None) return out;
    MoveList moves;
    game->legal_moves(pos, moves);
    if (moves.empty()) return game->no_move_outcome(pos);
    return out;
  }

  std::string outcome_text(const Outcome& out) const {
    if (out.result == Result::Victory)
      return fmt::format("{} wins ({})", name(out.winner), format_victory(pos.victory));
    if (out.result == Result::NoMove) return fmt::format("{} has no move", name(pos.to_move));
    return "";
  }

  void make(const Move& m, bool by_engine) {
    MoveList moves = legal();
    const std::string word = short_word(pos, moves, m);
    played.push_back({pos.to_move, word, by_engine, explain_captures(*game, pos, m, record.preset)});
    history.push_back(pos);
    keys.push_back(zobrist().key(pos));
    auto u = std::make_unique<Undo>();
    game->apply(pos, m, *u);
    record.moves.push_back({word, 0, 0});
    const Outcome out = outcome();
    record.result = outcome_text(out);
  }

  search::SearchResult think() {
    search::Searcher searcher(*game, table_megabytes);
    return searcher.search(pos, keys,
                           search::limits_of(*level, seed ^ (record.moves.size() * 0x9e3779b97f4a7c15ull)));
  }

  // The engine's replies while it is to move.
  void engine_moves(std::size_t max_plies) {
    while (vs_engine && pos.to_move != human && record.moves.size() < max_plies &&
           outcome().result == Result::None) {
      const search::SearchResult r = think();
      if (!r.has_move) break;
      make(r.best, true);
    }
  }

  ordered_json state(const std::string& id) {
    const Geometry& g = game->geometry();
    ordered_json men = ordered_json::array();
    for (const play::Man& m : pos.men) {
      if (!m.on_board) continue;
      men.push_back(
          {{"square", g.name(m.square)},
           {"army", name(m.army)},
           {"shape", name(m.shape)},
           {"man", format_man(m)},
           {"value", m.value},
           {"king", m.king},
           {"declared", m.declared},
           {"declared_by", m.declared ? ordered_json(name(m.declared_by)) : ordered_json(nullptr)}});
    }
    ordered_json moves = ordered_json::array();
    const MoveList legal_now = legal();
    for (const Move& m : legal_now) {
      ordered_json j{{"word", short_word(pos, legal_now, m)}, {"text", format_move(pos, m)}};
      if (m.kind == MoveKind::Declare) {
        j["kind"] = "declare";
      } else {
        j["kind"] = m.kind == MoveKind::Flying ? "flying" : m.kind == MoveKind::Leap ? "leap" : "ordinary";
        j["from"] = g.name(m.from);
        j["to"] = g.name(m.to);
      }
      j["takes"] = m.kind == MoveKind::Declare ? 0 : static_cast<int>(m.count);
      moves.push_back(std::move(j));
    }
    ordered_json history_json = ordered_json::array();
    for (const Played& p : played) {
      ordered_json notes = ordered_json::array();
      for (const CaptureNote& n : p.notes) notes.push_back(note_json(n));
      history_json.push_back(
          {{"side", name(p.side)}, {"move", p.word}, {"engine", p.by_engine}, {"captures", notes}});
    }
    ordered_json taken = ordered_json::object();
    for (Army a : {Army::Odd, Army::Even}) {
      ordered_json list = ordered_json::array();
      for (const TakenEntry& t : pos.taken[static_cast<int>(a)]) {
        list.push_back(t.what == Taken::King    ? fmt::format("K{}/{}", t.value, t.units)
                       : t.what == Taken::Layer ? fmt::format("^{}{}", name(t.shape).substr(0, 1), t.value)
                                                : fmt::format("{}{}", name(t.shape).substr(0, 1), t.value));
      }
      const Tally& tally = pos.tally[static_cast<int>(a)];
      taken[std::string(name(a))] = {
          {"men", list}, {"units", tally.men}, {"sum", tally.sum}, {"greatest", tally.greatest}};
    }
    const Outcome out = outcome();
    ordered_json j{{"id", id},
                   {"preset", record.preset},
                   {"params", record.params},
                   {"victory", format_victory(pos.victory)},
                   {"vs", vs_engine ? "engine" : "person"},
                   {"human", name(human)},
                   {"level", level->name},
                   {"board",
                    {{"files", g.files()},
                     {"ranks", g.ranks()},
                     {"camp_depth", game->rules().camp_depth},
                     {"file_names", ordered_json::array()},
                     {"rank_names", ordered_json::array()}}},
                   {"men", men},
                   {"to_move", name(pos.to_move)},
                   {"over", out.result != Result::None},
                   {"outcome", word_of(out.result)},
                   {"result", outcome_text(out)},
                   {"moves", moves},
                   {"history", history_json},
                   {"taken", taken},
                   {"position", format_position(pos)}};
    if (out.result == Result::Victory) j["winner"] = name(out.winner);
    for (int f = 0; f < g.files(); ++f) j["board"]["file_names"].push_back(Geometry::file_name(f));
    for (int r = 0; r < g.ranks(); ++r) j["board"]["rank_names"].push_back(Geometry::rank_name(r));
    return j;
  }
};

Service::Service(ServiceOptions options)
    : options_(std::move(options)), random_(options_.seed ? options_.seed : std::random_device{}()) {}

Service::~Service() = default;

std::size_t Service::games() const {
  std::lock_guard lock(mutex_);
  return games_.size();
}

std::string Service::new_id() { return fmt::format("{:016x}{:016x}", random_(), random_()); }

std::shared_ptr<Service::GameState> Service::find(std::string_view id) {
  std::lock_guard lock(mutex_);
  auto it = games_.find(id);
  if (it == games_.end())
    throw Refusal{404, "no game with this identifier (it may have ended or been dropped)"};
  it->second->used = ++clock_;
  return it->second;
}

Reply Service::handle(std::string_view method, std::string_view path, std::string_view body) {
  try {
    return route(method, path, body);
  } catch (const Refusal& r) {
    return error_reply(r.status, r.message);
  } catch (const DiagnosticError& e) {
    return error_reply(400, e.what());
  } catch (const RulesError& e) {
    return error_reply(400, e.what());
  } catch (const std::bad_alloc&) {
    return error_reply(503, "out of memory");
  } catch (const std::exception& e) {
    return error_reply(500, e.what());
  }
}

Reply Service::route(std::string_view method, std::string_view path, std::string_view body) {
  const auto only = [&](std::string_view want) {
    if (method != want) throw Refusal{405, fmt::format("{} takes {} only", path, want)};
  };
  if (path == "/api/presets") {
    only("GET");
    ordered_json presets_json = ordered_json::array();
    for (const Preset& p : presets()) {
      ordered_json values = ordered_json::array();
      for (const PresetValue& v : p.values) {
        const Parameter* parameter = nullptr;
        for (const Parameter& q : parameters())
          if (q.name == v.parameter) parameter = &q;
        ordered_json j{{"name", v.parameter}, {"value", v.value}, {"source", v.source}};
        if (parameter) {
          j["help"] = parameter->help;
          if (parameter->type == ParameterType::Choice)
            j["choices"] = parameter->allowed;
          else
            j["form"] = valid_text(*parameter);
        }
        values.push_back(std::move(j));
      }
      presets_json.push_back(
          {{"name", p.name}, {"title", p.title}, {"of_a_book", p.of_a_book}, {"readings", values}});
    }
    ordered_json levels_json = ordered_json::array();
    for (const search::Level& l : search::levels())
      levels_json.push_back({{"name", l.name}, {"description", l.description}});
    return json_reply(200, {{"presets", presets_json}, {"levels", levels_json}});
  }
  if (path == "/api/games") {
    only("POST");
    return create(body);
  }
  constexpr std::string_view prefix = "/api/games/";
  if (path.substr(0, prefix.size()) != prefix) throw Refusal{404, "no such address"};
  std::string_view rest = path.substr(prefix.size());
  const std::size_t slash = rest.find('/');
  const std::string_view id = rest.substr(0, slash);
  const std::string_view action = slash == std::string_view::npos ? "" : rest.substr(slash + 1);
  if (action != "" && action != "move" && action != "back" && action != "hint" && action != "record")
    throw Refusal{404, "no such address"};
  if (action.empty() || action == "record") {
    only("GET");
  } else {
    only("POST");
  }
  std::shared_ptr<GameState> g = find(id);
  std::lock_guard lock(g->mutex);
  const std::string id_text(id);
  if (action.empty()) return json_reply(200, g->state(id_text));
  if (action == "record") {
    return {200, "text/plain; charset=utf-8", format_record(g->record),
            "rithmo-" + g->record.preset + ".txt"};
  }
  if (action == "hint") {
    if (g->outcome().result != Result::None) throw Refusal{409, "the game is over"};
    const search::SearchResult r = g->think();
    if (!r.has_move) throw Refusal{409, "no move"};
    const MoveList moves = g->legal();
    return json_reply(200, {{"move", short_word(g->pos, moves, r.best)}});
  }
  if (action == "back") {
    std::size_t plies = 0;
    for (std::size_t i = g->history.size(); i-- > 0;) {
      if (!g->vs_engine || g->history[i].to_move == g->human) {
        plies = g->history.size() - i;
        break;
      }
    }
    if (plies == 0) throw Refusal{409, "no move of yours to take back"};
    g->pos = g->history[g->history.size() - plies];
    g->history.resize(g->history.size() - plies);
    g->keys.resize(g->keys.size() - plies);
    g->played.resize(g->played.size() - plies);
    g->record.moves.resize(g->record.moves.size() - plies);
    g->record.result.clear();
    return json_reply(200, g->state(id_text));
  }
  // move
  const nlohmann::json j = object_of(body);
  const std::string word = string_field(j, "move", "");
  if (word.empty()) throw Refusal{400, "'move' is missing"};
  if (g->outcome().result != Result::None) throw Refusal{409, "the game is over"};
  if (g->vs_engine && g->pos.to_move != g->human) throw Refusal{409, "it is the engine's move"};
  if (g->record.moves.size() >= options_.max_plies)
    throw Refusal{409, fmt::format("a game here holds {} moves at most", options_.max_plies)};
  MoveList moves = g->legal();
  bool ambiguous = false;
  const Move* m = find_move(g->pos, moves, word, &ambiguous);
  if (!m) {
    throw Refusal{400, ambiguous
                           ? fmt::format("'{}' takes one of several men: name its captures", word)
                           : fmt::format("'{}' is not a legal move for {}", word, name(g->pos.to_move))};
  }
  g->make(*m, false);
  g->engine_moves(options_.max_plies);
  return json_reply(200, g->state(id_text));
}

Reply Service::create(std::string_view body) {
  const nlohmann::json j = object_of(body);
  auto g = std::make_shared<GameState>();
  g->table_megabytes = options_.table_megabytes;
  if (j.contains("record")) {
    if (!j["record"].is_string()) throw Refusal{400, "'record' is not a string"};
    g->record = parse_record(j["record"].get<std::string>(), "record");
    if (g->record.moves.size() > options_.max_plies)
      throw Refusal{400, fmt::format("the record has {} moves; a game here holds {} at most",
                                     g->record.moves.size(), options_.max_plies)};
  } else {
    g->record.preset = string_field(j, "preset", "fulke-1");
    g->record.name = "game";
    if (j.contains("params")) {
      if (!j["params"].is_array()) throw Refusal{400, "'params' is not a list"};
      for (const auto& p : j["params"]) {
        if (!p.is_string()) throw Refusal{400, "a reading of 'params' is not a string"};
        const std::string reading = p.get<std::string>();
        // The game record writes each reading as one word (play/record.hpp).
        if (reading.find_first_of(" \t\r\n") != std::string::npos)
          throw Refusal{
              400,
              fmt::format("the reading '{}' has a space: a victory's fields are parted by commas", reading)};
        g->record.params.push_back(reading);
      }
    }
  }
  const std::string vs = string_field(j, "vs", "engine");
  if (vs != "engine" && vs != "person") throw Refusal{400, "'vs' is 'engine' or 'person'"};
  g->vs_engine = vs == "engine";
  const std::string side = string_field(j, "side", "odd");
  if (side != "odd" && side != "even") throw Refusal{400, "'side' is 'odd' or 'even'"};
  g->human = side == "odd" ? Army::Odd : Army::Even;
  const std::string level = string_field(j, "level", "novice");
  g->level = search::find_level(level);
  if (!g->level)
    throw Refusal{400, fmt::format("unknown level '{}' (valid: {})", level, search::level_names())};
  if (j.contains("seed")) {
    if (!j["seed"].is_number_unsigned()) throw Refusal{400, "'seed' is not a whole number"};
    g->seed = j["seed"].get<std::uint64_t>();
  }
  const Rules rules = rules_of(g->record);
  g->game = std::make_unique<Game>(rules, read_sources(options_.tables, needs_of(rules, true)));
  // The record's moves, replayed, with their captures explained.
  std::vector<Move> made;
  replay_record(*g->game, g->record, g->pos, &made);
  g->record.moves.clear();
  g->pos = g->game->opening();
  for (const Move& m : made) g->make(m, false);
  g->engine_moves(options_.max_plies);

  std::string id;
  {
    std::lock_guard lock(mutex_);
    while (games_.size() >= options_.max_games && !games_.empty()) {
      auto oldest = games_.begin();
      for (auto it = games_.begin(); it != games_.end(); ++it)
        if (it->second->used < oldest->second->used) oldest = it;
      games_.erase(oldest);
    }
    id = new_id();
    g->used = ++clock_;
    games_.emplace(id, g);
  }
  std::lock_guard lock(g->mutex);
  return json_reply(201, g->state(id));
}

}  // namespace rithmo::serve
