#include "usage.hpp"

#include "cli.hpp"
#include "help.hpp"

#include <algorithm>
#include <cctype>

namespace rithmo::cli {

namespace {

// Edits (insertions, deletions, substitutions) that turn a into b.
std::size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

// The name the user most likely meant by `word`: the nearest of `names` within two
// edits (the first of the nearest), else the one name that `word` begins (`--out` for
// `--output`, as git suggests a command from its first letters); else empty.
std::string nearest(const std::string& word, const std::vector<std::string>& names) {
  std::size_t best = 3;
  std::string found;
  for (const auto& n : names) {
    const std::size_t d = edit_distance(word, n);
    if (d < best) {
      best = d;
      found = n;
    }
  }
  if (!found.empty()) return found;
  for (const auto& n : names) {
    if (n.size() <= word.size() || n.compare(0, word.size(), word) != 0) continue;
    if (!found.empty()) return "";  // two names begin so: neither is the one meant
    found = n;
  }
  return found;
}

std::vector<const CLI::App*> subcommands_of(const CLI::App& app) {
  return app.get_subcommands([](const CLI::App*) { return true; });
}

// The commands named on the command line, from rithmo down (options fall through to
// the commands above): each word that names a command under the last one named.
std::vector<const CLI::App*> commands_named(const CLI::App& app, const std::vector<std::string>& words) {
  std::vector<const CLI::App*> chain = {&app};
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& word = words[i];
    if (word.empty() || word[0] == '-') continue;
    const CLI::App* next = nullptr;
    for (const CLI::App* sub : subcommands_of(*chain.back())) {
      if (sub->get_name() == word) next = sub;
    }
    if (!next) break;
    chain.push_back(next);
  }
  return chain;
}

// The long options of the commands named: "--format", "--wide".
std::vector<std::string> long_options(const std::vector<const CLI::App*>& chain) {
  std::vector<std::string> longs;
  for (const CLI::App* a : chain) {
    for (const CLI::Option* o : a->get_options()) {
      for (const auto& n : o->get_lnames()) longs.push_back("--" + n);
    }
  }
  return longs;
}

// "rithmo tables diff" for the commands named.
std::string path_of(const std::vector<const CLI::App*>& chain) {
  std::string path = "rithmo";
  for (std::size_t i = 1; i < chain.size(); ++i) path += " " + chain[i]->get_name();
  return path;
}

// The one line: "rithmo: error: WHAT (did you mean 'SUGGESTION'? see PATH --help)", or
// with a note in the suggestion's place ("rithmo men takes no arguments;").
std::string usage_line(const std::string& what, const std::string& suggestion, const std::string& path,
                       const std::string& note = "") {
  std::string hint = note.empty() ? "" : note + " ";
  if (!suggestion.empty()) hint += "did you mean '" + suggestion + "'? ";
  return printable("rithmo: error: " + what + " (" + hint + "see " + path + " --help)");
}

// The first word where a command's name belongs that names none, with the line for it;
// empty when every such word names a command.
std::string unknown_command(const CLI::App& app, const std::vector<std::string>& words) {
  std::string path = "rithmo";
  const CLI::App* at = &app;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& word = words[i];
    const auto subs = subcommands_of(*at);
    // An option ends the commands; "-" (standard input) and "" name no command.
    if (subs.empty() || (word.size() > 1 && word[0] == '-')) break;
    std::vector<std::string> names;
    if (at == &app) names.emplace_back("help");  // `rithmo hlep`: help is a command too
    const CLI::App* next = nullptr;
    for (const CLI::App* sub : subs) {
      names.push_back(sub->get_name());
      if (sub->get_name() == word) next = sub;
    }
    if (!next) {
      // "tables chek": the words below rithmo, with the command they are under.
      const std::string under = path == "rithmo" ? "" : path.substr(7) + " ";
      const std::string suggestion = nearest(word, names);
      return usage_line("unknown command '" + under + word + "'",
                        suggestion.empty() ? "" : under + suggestion, path);
    }
    path += " " + word;
    at = next;
  }
  return "";
}

// The first option on the command line that none of the commands named knows, with the
// line for it; empty when every option is known. A long option (`--name`,
// `--name=value`) is given the nearest known one; a short one (`-x`, or one of the
// letters of `-qx`) none, as one letter is near any other.
std::string unknown_option(const CLI::App& app, const std::vector<std::string>& words) {
  const auto chain = commands_named(app, words);
  const std::vector<std::string> longs = long_options(chain);
  std::string flags, with_value;  // the letters of the short options
  for (const CLI::App* a : chain) {
    for (const CLI::Option* o : a->get_options()) {
      for (const auto& s : o->get_snames()) (o->get_type_name().empty() ? flags : with_value) += s;
    }
  }
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& word = words[i];
    if (word == "--") break;
    if (word.size() >= 3 && word.compare(0, 2, "--") == 0) {
      const std::string name = word.substr(0, word.find('='));
      if (std::find(longs.begin(), longs.end(), name) != longs.end()) continue;
      return usage_line("unknown option '" + name + "'", nearest(name, longs), path_of(chain));
    }
    // -x, -qf: letters, the flags first; the value of one that takes a value follows it
    // (-ofile). "-" (standard input) and "-1" (a number, refused by its option) are no
    // short options; "-=" or "-," names none.
    if (word.size() < 2 || word[0] != '-' || std::isdigit(static_cast<unsigned char>(word[1]))) continue;
    for (std::size_t k = 1; k < word.size(); ++k) {
      const char letter = word[k];
      if (!std::isalpha(static_cast<unsigned char>(letter))) {
        return usage_line("unknown option '" + word.substr(0, k + 1) + "'", "", path_of(chain));
      }
      if (with_value.find(letter) != std::string::npos) break;
      if (flags.find(letter) == std::string::npos) {
        return usage_line("unknown option '-" + std::string(1, letter) + "'", "", path_of(chain));
      }
    }
  }
  return "";
}

// The option or argument of the commands named that an error of CLI11 names: the one
// whose name (CLI11's: "--format", or a positional's, "files") stands in the message as
// a word of its own.
const CLI::Option* option_named_in(const std::vector<const CLI::App*>& chain, const std::string& message) {
  auto stands = [&message](const std::string& name) {
    for (std::size_t at = message.find(name); at != std::string::npos; at = message.find(name, at + 1)) {
      const std::size_t end = at + name.size();
      const bool starts = at == 0 || message[at - 1] == ' ';
      const bool ends =
          end == message.size() || message[end] == ' ' || message[end] == ':' || message[end] == ',';
      if (starts && ends) return true;
    }
    return false;
  };
  for (auto a = chain.rbegin(); a != chain.rend(); ++a) {
    for (const CLI::Option* o : (*a)->get_options()) {
      if (stands(o->get_name())) return o;
    }
  }
  return nullptr;
}

// CLI11's words for an error, the first letter small: the last resort.
std::string as_said(const std::string& message) {
  std::string out = message;
  if (!out.empty()) out[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(out[0])));
  return out;
}

}  // namespace

std::vector<std::string> read_help_command(std::vector<std::string> words) {
  for (std::size_t i = 1; i < words.size(); ++i) {
    if (!words[i].empty() && words[i][0] == '-') continue;
    if (words[i] != "help") break;
    words.erase(words.begin() + static_cast<std::ptrdiff_t>(i));
    // `rithmo help help`: help about help is rithmo's.
    while (i < words.size() && words[i] == "help")
      words.erase(words.begin() + static_cast<std::ptrdiff_t>(i));
    words.emplace_back("--help");
    break;
  }
  return words;
}

std::string command_line_error(const CLI::App& app, const std::vector<std::string>& words) {
  if (std::string line = unknown_command(app, words); !line.empty()) return line;
  return unknown_option(app, words);
}

bool names_no_command(const CLI::App& app, const CLI::ParseError& error) {
  if (dynamic_cast<const CLI::RequiredError*>(&error) == nullptr) return false;
  const CLI::App* at = &app;
  while (!at->get_subcommands().empty()) at = at->get_subcommands().front();
  return at->get_require_subcommand_min() > 0;
}

std::string parse_error_line(const CLI::App& app, const std::vector<std::string>& words,
                             const CLI::ParseError& error) {
  const auto chain = commands_named(app, words);
  const std::string path = path_of(chain);
  const std::string command = path.substr(std::min<std::size_t>(path.size(), 7));  // "tables diff"
  const std::string message = error.what();
  const CLI::Option* option = option_named_in(chain, message);
  if (dynamic_cast<const CLI::ExtrasError*>(&error) != nullptr) {
    // The first word no command took; an option's name without its dashes ("format")
    // is suggested as the option.
    const std::vector<std::string> extras = app.remaining(true);
    const std::string word = extras.empty() ? message.substr(message.rfind(' ') + 1) : extras.front();
    std::string suggestion = nearest("--" + word, long_options(chain));
    if (!suggestion.empty() && edit_distance("--" + word, suggestion) > 1) suggestion.clear();
    const auto options = chain.back()->get_options();
    const bool takes_none = std::none_of(options.begin(), options.end(),
                                         [](const CLI::Option* o) { return !o->nonpositional(); });
    return usage_line("unexpected argument '" + word + "'", suggestion, path,
                      takes_none ? path + " takes no arguments;" : "");
  }
  if (option != nullptr && dynamic_cast<const CLI::ArgumentMismatch*>(&error) != nullptr) {
    if (option->nonpositional() && message.find(" missing") != std::string::npos) {
      return usage_line(option->get_name() + " needs a value: " + placeholder(option), "", path);
    }
    if (option->nonpositional()) return usage_line(option->get_name() + " is given more than once", "", path);
    // "files: At least 2 required but received 1": the number given.
    const std::size_t received = message.rfind("received ");
    const std::string given = received == std::string::npos ? "" : message.substr(received + 9);
    return usage_line(
        command + " needs " + placeholder(option) + (given.empty() ? "" : " (" + given + " given)"), "",
        path);
  }
  if (option != nullptr && dynamic_cast<const CLI::RequiredError*>(&error) != nullptr) {
    return usage_line(command + " needs " + placeholder(option), "", path);
  }
  if (dynamic_cast<const CLI::ExcludesError*>(&error) != nullptr) {
    // "--output-dir excludes --out"
    const std::size_t excludes = message.find(" excludes ");
    if (excludes != std::string::npos)
      return usage_line(
          message.substr(0, excludes) + " and " + message.substr(excludes + 10) + " do not go together", "",
          path);
  }
  // A check of rithmo's own (--seeds, an empty --output) says what is wrong in its words.
  if (dynamic_cast<const CLI::ValidationError*>(&error) != nullptr) return usage_line(message, "", path);
  return usage_line(as_said(message), "", path);
}

}  // namespace rithmo::cli
