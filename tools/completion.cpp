#include "completion.hpp"

#include "cli.hpp"
#include "help.hpp"
#include "text/join.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <utility>

namespace rithmo::cli {

namespace {

// What completes a value.
enum class ValueKind {
  None,    // nothing: a number or any other text
  Words,   // the words of the option
  File,    // file names
  Folder,  // folder names
  Table,   // the tables rithmo lists, else file names (a user's CSV)
  Work,    // the works rithmo lists
};

// What each placeholder that lists no words names. Any other placeholder (N, EVEN:ODD,
// MOVES) completes nothing, unless its option was given words (complete_with).
constexpr std::pair<std::string_view, ValueKind> kPlaceholders[] = {
    {"FILE", ValueKind::File},   {"FIRST SECOND", ValueKind::File}, {"DIR", ValueKind::Folder},
    {"TABLE", ValueKind::Table}, {"WORK", ValueKind::Work},
};

// The arguments of rithmo whose CSV lists the names of a kind in its first column.
std::string_view lister(ValueKind kind) {
  return kind == ValueKind::Table ? "tables list --format csv" : "apparatus --list --format csv";
}

std::map<const CLI::Option*, std::vector<std::string>>& words_given() {
  static std::map<const CLI::Option*, std::vector<std::string>> words;
  return words;
}

// The option that makes an argument a file, by the argument (files_when).
std::map<const CLI::Option*, std::string>& file_options() {
  static std::map<const CLI::Option*, std::string> options;
  return options;
}

struct Value {
  ValueKind kind = ValueKind::None;
  std::vector<std::string> words = {};
  std::string files_when = {};  // an option ("--relation") that, given, makes a TABLE a file
};

Value value_of(const CLI::Option* option) {
  if (const auto it = words_given().find(option); it != words_given().end())
    return {ValueKind::Words, it->second};
  if (const auto it = file_options().find(option); it != file_options().end()) {
    return {ValueKind::Table, {}, it->second};
  }
  const std::string shown = placeholder(option);
  if (shown.size() > 2 && shown.front() == '{' && shown.back() == '}') {
    Value v{ValueKind::Words, {}};
    std::string word;
    for (const char c : shown.substr(1, shown.size() - 2) + ",") {
      if (c != ',') {
        word += c;
      } else if (!word.empty()) {
        v.words.push_back(std::move(word));
        word.clear();
      }
    }
    return v;
  }
  for (const auto& [name, kind] : kPlaceholders) {
    if (shown == name) return {kind, {}};
  }
  return {};
}

// The first sentence of a description, on one line: what a shell shows beside a name.
std::string first_sentence(const std::string& text) {
  std::string out = text.substr(0, text.find(". "));
  std::replace(out.begin(), out.end(), '\n', ' ');
  while (!out.empty() && (out.back() == '.' || out.back() == ' ')) out.pop_back();
  return out;
}

// An option or an argument of a command.
struct Entry {
  std::vector<std::string> names;  // "-f", "--format"; none for an argument
  std::string description;
  std::string placeholder;  // "FILE", "{text,csv,json,md}"; empty for a flag
  bool repeats = false;     // given more than once, or several values
  Value value;
};

// A command ("" is rithmo itself, "tables diff" a subcommand), with its options and those
// of the commands above it, which it takes too (fallthrough).
struct Node {
  std::string path;
  std::vector<Entry> options;
  std::optional<Entry> argument;
  std::vector<std::pair<std::string, std::string>> commands;  // name, summary
};

Entry entry_of(const CLI::Option* o) {
  Entry e;
  for (const auto& s : o->get_snames()) e.names.push_back("-" + s);
  for (const auto& l : o->get_lnames()) e.names.push_back("--" + l);
  e.description = first_sentence(o->get_description());
  e.placeholder = o->get_type_name().empty() ? "" : placeholder(o);
  e.repeats = o->get_expected_max() > 1;
  if (!e.placeholder.empty()) e.value = value_of(o);
  return e;
}

void add_nodes(const CLI::App& app, const std::string& path, std::vector<Entry> inherited,
               std::vector<Node>& out) {
  Node node{path, {}, std::nullopt, {}};
  std::vector<Entry> options;
  for (const CLI::Option* o : app.get_options()) {
    if (o->get_group() == kFormerNames) continue;  // they still work; nothing offers them
    if (!o->nonpositional()) {
      if (!node.argument) node.argument = entry_of(o);
      continue;
    }
    Entry e = entry_of(o);
    // Its own option of a name an option above it has (--help) stands in its place.
    inherited.erase(std::remove_if(inherited.begin(), inherited.end(),
                                   [&e](const Entry& x) { return x.names == e.names; }),
                    inherited.end());
    options.push_back(std::move(e));
  }
  options.insert(options.end(), inherited.begin(), inherited.end());
  node.options = options;
  const auto subs = app.get_subcommands([](const CLI::App*) { return true; });
  for (const CLI::App* sub : subs)
    node.commands.emplace_back(sub->get_name(), first_sentence(sub->get_description()));
  out.push_back(std::move(node));
  for (const CLI::App* sub : subs) {
    add_nodes(*sub, path.empty() ? sub->get_name() : path + " " + sub->get_name(), options, out);
  }
}

std::vector<Node> nodes_of(const CLI::App& app) {
  std::vector<Node> nodes;
  add_nodes(app, "", {}, nodes);
  return nodes;
}

// Text in single quotes, as bash and zsh read it: 'it'\''s'.
std::string single_quoted(std::string_view text) {
  std::string out = "'";
  for (const char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// Text in single quotes, as fish reads it: 'it\'s'.
std::string fish_quoted(std::string_view text) {
  std::string out = "'";
  for (const char c : text) {
    if (c == '\'' || c == '\\') out += '\\';
    out += c;
  }
  return out + "'";
}

// The case patterns of bash and fish for an option of a command: 'men|-f' | 'men|--format'.
std::vector<std::string> patterns(const Node& node, const Entry& e) {
  std::vector<std::string> out;
  for (const auto& n : e.names) out.push_back(single_quoted(node.path + "|" + n));
  return out;
}

std::string bash_script(const std::vector<Node>& nodes) {
  std::string subcommand, takes_value, commands, options, values;
  for (const Node& node : nodes) {
    for (const auto& [name, summary] : node.commands)
      subcommand += "    " + single_quoted(node.path + "|" + name) + ") return 0 ;;\n";
    if (!node.commands.empty()) {
      std::vector<std::string> names;
      for (const auto& c : node.commands) names.push_back(c.first);
      commands += "    " + single_quoted(node.path) + ") echo " + single_quoted(join(names, " ")) + " ;;\n";
    }
    std::vector<std::string> names;
    for (const Entry& e : node.options) names.insert(names.end(), e.names.begin(), e.names.end());
    options += "    " + single_quoted(node.path) + ") echo " + single_quoted(join(names, " ")) + " ;;\n";
    auto value = [&](const std::string& pattern, const Entry& e) {
      std::string action;
      switch (e.value.kind) {
        case ValueKind::None:
          return;
        case ValueKind::Words:
          action = "_rithmo_words " + single_quoted(join(e.value.words, " "));
          break;
        case ValueKind::File:
          action = "_filedir";
          break;
        case ValueKind::Folder:
          action = "_filedir -d";
          break;
        case ValueKind::Table:
          action = "_rithmo_words \"$(_rithmo_names " + std::string(lister(e.value.kind)) + ")\" || _filedir";
          if (!e.value.files_when.empty()) {
            action = "if _rithmo_given " + e.value.files_when + "; then _filedir; else " + action + "; fi";
          }
          break;
        case ValueKind::Work:
          action = "_rithmo_words \"$(_rithmo_names " + std::string(lister(e.value.kind)) + ")\"";
          break;
      }
      values += "    " + pattern + ") " + action + " ;;\n";
    };
    for (const Entry& e : node.options) {
      if (e.placeholder.empty()) continue;
      takes_value += "    " + join(patterns(node, e), " | ") + ") return 0 ;;\n";
      value(join(patterns(node, e), " | "), e);
    }
    if (node.argument) value(single_quoted(node.path + "|"), *node.argument);
  }
  return R"SH(# Bash completion for rithmo, written by `rithmo completion bash` from the commands'
# own definitions (tools/completion.cpp); the build installs it as
# share/bash-completion/completions/rithmo. It needs bash-completion.

# _rithmo_subcommand COMMAND WORD: whether WORD names a command under COMMAND ("" is
# rithmo, "tables diff" a command under tables).
_rithmo_subcommand() {
  case "$1|$2" in
)SH" + subcommand +
         R"SH(  esac
  return 1
}

# _rithmo_takes_value COMMAND OPTION: whether OPTION of COMMAND takes a value.
_rithmo_takes_value() {
  case "$1|$2" in
)SH" + takes_value +
         R"SH(  esac
  return 1
}

# _rithmo_commands COMMAND: the commands under COMMAND.
_rithmo_commands() {
  case "$1" in
)SH" + commands +
         R"SH(  esac
}

# _rithmo_options COMMAND: the options of COMMAND.
_rithmo_options() {
  case "$1" in
)SH" + options +
         R"SH(  esac
}

# The names rithmo lists in the first column of a CSV (rithmo ARGS...), the tables
# folder being the one the command line names with --tables; none when rithmo fails.
_rithmo_names() {
  local i tables=()
  for ((i = 1; i < cword; i++)); do
    case "${words[i]}" in
      --tables) ((i + 1 < cword)) && tables=(--tables "${words[i + 1]}") ;;
      --tables=*) tables=("${words[i]}") ;;
    esac
  done
  "${words[0]}" "$@" "${tables[@]}" 2> /dev/null | awk -F, 'NR > 1 && $1 != "" { print $1 }'
}

# _rithmo_given OPTION: whether OPTION is on the command line, before the word completed.
_rithmo_given() {
  local i
  for ((i = 1; i < cword; i++)); do
    [[ ${words[i]} == "$1" || ${words[i]} == "$1="* ]] && return 0
  done
  return 1
}

# COMPREPLY: the words of $1 that begin with the word completed; 1 when none does. A
# word NAME=VALUE is offered as NAME= until its = is typed; then only what follows the
# = is replaced, as bash breaks words at =.
_rithmo_words() {
  local w names=()
  mapfile -t COMPREPLY < <(compgen -W "$1" -- "$cur")
  if [[ $cur == *=* ]]; then
    COMPREPLY=("${COMPREPLY[@]#"${cur%=*}="}")
  elif [[ ${COMPREPLY[*]} == *=* ]]; then
    for w in "${COMPREPLY[@]}"; do
      w="${w%%=*}="
      [[ " ${names[*]} " == *" $w "* ]] || names+=("$w")
    done
    COMPREPLY=("${names[@]}")
    compopt -o nospace
  fi
  ((${#COMPREPLY[@]} > 0))
}

# _rithmo_value COMMAND OPTION: completes the value of OPTION of COMMAND, or with OPTION
# empty an argument of COMMAND.
_rithmo_value() {
  case "$1|$2" in
)SH" + values +
         R"SH(  esac
}

_rithmo() {
  local cur prev words cword split
  _init_completion -s || return
  # The command named: each word that names a command under the one before it, the
  # value of an option stepped over.
  local command="" i
  for ((i = 1; i < cword; i++)); do
    case "${words[i]}" in
      --) break ;;
      -*=*) ;;
      -*) _rithmo_takes_value "$command" "${words[i]}" && ((i++)) ;;
      *) _rithmo_subcommand "$command" "${words[i]}" && command="${command:+$command }${words[i]}" ;;
    esac
  done
  if [[ $prev == -* ]] && _rithmo_takes_value "$command" "$prev"; then
    _rithmo_value "$command" "$prev"
    return 0
  fi
  [[ $split == true ]] && return 0
  if [[ $cur == -* ]]; then
    _rithmo_words "$(_rithmo_options "$command")"
    return 0
  fi
  local commands
  commands="$(_rithmo_commands "$command")"
  if [[ -n $commands ]]; then
    _rithmo_words "$commands"
    return 0
  fi
  _rithmo_value "$command" ""
  return 0
}
complete -F _rithmo rithmo
)SH";
}

// A zsh function's name for a command: _rithmo, _rithmo__tables__diff.
std::string zsh_function(const std::string& path) {
  std::string out = "_rithmo";
  if (!path.empty()) out += "__" + path;
  std::replace(out.begin(), out.end(), ' ', '_');
  std::replace(out.begin(), out.end(), '-', '_');
  return out;
}

// Text for _arguments: a description in [...] and a message between colons escape
// their brackets, colons and backslashes.
std::string zsh_escaped(std::string_view text) {
  std::string out;
  for (const char c : text) {
    if (c == '[' || c == ']' || c == ':' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

std::string zsh_action(const Value& value) {
  switch (value.kind) {
    case ValueKind::None:
      return " ";
    case ValueKind::Words: {
      std::string words;
      for (const auto& w : value.words) words += (words.empty() ? "" : " ") + zsh_escaped(w);
      return "(" + words + ")";
    }
    case ValueKind::File:
      return "_files";
    case ValueKind::Folder:
      return "_files -/";
    case ValueKind::Table:
      return "_rithmo_names_or_files " + (value.files_when.empty() ? std::string("''") : value.files_when) +
             " " + std::string(lister(value.kind));
    case ValueKind::Work:
      return "_rithmo_names_only " + std::string(lister(value.kind));
  }
  return " ";
}

std::string zsh_spec(const Entry& e) {
  const std::string words = join(e.names, " ");
  std::string spec;
  std::string names;
  for (const auto& n : e.names) {
    const std::string form = e.placeholder.empty() ? n : n + (n.size() == 2 ? "+" : "=");
    names += (names.empty() ? "" : ",") + form;
  }
  const std::string tail =
      "[" + zsh_escaped(e.description) + "]" +
      (e.placeholder.empty() ? "" : ":" + zsh_escaped(e.placeholder) + ":" + zsh_action(e.value));
  const std::string star = e.repeats ? "*" : "";
  if (e.names.size() == 1) return single_quoted(star + (e.repeats ? "" : "(" + words + ")") + names + tail);
  return single_quoted(star + (e.repeats ? "" : "(" + words + ")")) + "{" + names + "}" + single_quoted(tail);
}

std::string zsh_script(const std::vector<Node>& nodes) {
  std::string out = R"SH(#compdef rithmo
# Zsh completion for rithmo, written by `rithmo completion zsh` from the commands' own
# definitions (tools/completion.cpp); the build installs it as
# share/zsh/vendor-completions/_rithmo.

# The names rithmo lists in the first column of a CSV (rithmo ARGS...), the tables
# folder being the one the command line names with --tables.
_rithmo_names() {
  local -a tables
  local i=${words[(I)--tables]}
  (( i > 0 && i < CURRENT - 1 )) && tables=(--tables ${words[i + 1]})
  _call_program names ${(q)_rithmo_program} "$@" $tables 2> /dev/null | awk -F, 'NR > 1 && $1 != "" { print $1 }'
}

# The names rithmo lists (_rithmo_names ARGS...), or file names when none begins as
# the word completed (a user's CSV in place of a table); file names alone when the
# option OPTION is on the command line (audit --relation: a bare CSV).
_rithmo_names_or_files() {  # _rithmo_names_or_files OPTION ARGS...
  local -a names
  if [[ -n $1 ]] && (( ${words[(I)$1(|=*)]} )); then
    _files
    return
  fi
  shift
  names=(${(f)"$(_rithmo_names "$@")"})
  compadd -a names && return 0
  _files
}

_rithmo_names_only() {
  local -a names
  names=(${(f)"$(_rithmo_names "$@")"})
  compadd -a names
}
)SH";
  for (const Node& node : nodes) {
    out += "\n" + zsh_function(node.path) + "() {\n";
    if (node.path.empty()) out += "  local _rithmo_program=$words[1]\n";
    out += "  local curcontext=$curcontext state line\n";
    out += "  _arguments -C -S";
    for (const Entry& e : node.options) out += " \\\n    " + zsh_spec(e);
    if (!node.commands.empty()) {
      out += " \\\n    ': :->command' \\\n    '*:: :->argument'\n";
      out += "  case $state in\n    command)\n      local -a commands=(\n";
      for (const auto& [name, summary] : node.commands)
        out += "        " + single_quoted(name + ":" + summary) + "\n";
      out += "      )\n      _describe -t commands command commands\n      ;;\n";
      out +=
          "    argument)\n      curcontext=${curcontext%:*:*}:rithmo-$words[1]:\n      case $words[1] in\n";
      for (const auto& c : node.commands) {
        const std::string path = node.path.empty() ? c.first : node.path + " " + c.first;
        out += "        " + single_quoted(c.first) + ") " + zsh_function(path) + " ;;\n";
      }
      out += "      esac\n      ;;\n  esac\n}\n";
      continue;
    }
    if (node.argument) {
      const Entry& a = *node.argument;
      out += " \\\n    " +
             single_quoted((a.repeats ? "*:" : ":") + zsh_escaped(a.placeholder) + ":" + zsh_action(a.value));
    }
    out += "\n}\n";
  }
  out += "\n_rithmo \"$@\"\n";
  return out;
}

std::string fish_action(const Value& value) {
  switch (value.kind) {
    case ValueKind::None:
      return " -x";
    case ValueKind::Words:
      return " -x -a " + fish_quoted(join(value.words, " "));
    case ValueKind::File:
      return " -r -F";
    case ValueKind::Folder:
      return " -x -a '(__fish_complete_directories)'";
    case ValueKind::Table:
      return " -x -a " + fish_quoted("(__rithmo_names_or_files " +
                                     (value.files_when.empty() ? std::string("''") : value.files_when) + " " +
                                     std::string(lister(value.kind)) + ")");
    case ValueKind::Work:
      return " -x -a " + fish_quoted("(__rithmo_names " + std::string(lister(value.kind)) + ")");
  }
  return " -x";
}

std::string fish_script(const std::vector<Node>& nodes) {
  std::string cases_value, cases_command;
  for (const Node& node : nodes) {
    for (const Entry& e : node.options) {
      if (!e.placeholder.empty()) cases_value += " " + join(patterns(node, e), " ");
    }
    for (const auto& c : node.commands) cases_command += " " + single_quoted(node.path + "|" + c.first);
  }
  std::string out =
      R"SH(# Fish completion for rithmo, written by `rithmo completion fish` from the commands' own
# definitions (tools/completion.cpp); the build installs it as
# share/fish/vendor_completions.d/rithmo.fish.

# The command named on the command line: "" (rithmo), "men", "tables diff".
function __rithmo_command
    set -l command ''
    set -l skip 0
    for word in (commandline -opc)[2..-1]
        if test $skip -eq 1
            set skip 0
            continue
        end
        switch "$command|$word"
            case)SH" +
      cases_value +
      R"SH(
                set skip 1
            case)SH" +
      cases_command +
      R"SH(
                set command (string trim -- "$command $word")
        end
    end
    echo $command
end

# Whether the command named is the words given.
function __rithmo_is
    set -l command (__rithmo_command)
    test "$command" = "$argv"
end

# The names rithmo lists in the first column of a CSV (rithmo ARGS...), the tables
# folder being the one the command line names with --tables.
function __rithmo_names
    set -l words (commandline -opc)
    set -l tables
    set -l i (contains -i -- --tables $words)
    and test $i -lt (count $words)
    and set tables --tables $words[(math $i + 1)]
    $words[1] $argv $tables 2>/dev/null | awk -F, 'NR > 1 && $1 != "" { print $1 }'
end

# The names rithmo lists (ARGS...), or file names when none begins as the word
# completed; file names alone when OPTION is on the command line (audit --relation).
function __rithmo_names_or_files --argument-names option
    set -l names
    if test -z "$option"; or not string match -q -r -- "^$option(=|\$)" (commandline -opc)
        set names (__rithmo_names $argv[2..-1] | string match -- (commandline -ct)'*')
    end
    if set -q names[1]
        printf '%s\n' $names
    else
        __fish_complete_path (commandline -ct)
    end
end

complete -c rithmo -f
)SH";
  for (const Node& node : nodes) {
    const std::string when = " -n " + fish_quoted("__rithmo_is" + (node.path.empty() ? "" : " " + node.path));
    for (const auto& [name, summary] : node.commands) {
      out += "complete -c rithmo" + when + " -a " + fish_quoted(name) + " -d " + fish_quoted(summary) + "\n";
    }
    for (const Entry& e : node.options) {
      std::string line = "complete -c rithmo" + when;
      for (const auto& n : e.names)
        line += (n.size() == 2 ? " -s " : " -l ") + n.substr(n.size() == 2 ? 1 : 2);
      if (!e.placeholder.empty()) line += fish_action(e.value);
      out += line + " -d " + fish_quoted(e.description) + "\n";
    }
    if (node.argument && node.commands.empty() && node.argument->value.kind != ValueKind::None) {
      const std::string action = fish_action(node.argument->value);
      // An argument is no option's value: its words, or its files, beside the options.
      out +=
          "complete -c rithmo" + when + (action == " -r -F" ? std::string(" -F") : action.substr(3)) + "\n";
    }
  }
  return out;
}

}  // namespace

CLI::Option* complete_with(CLI::Option* option, std::vector<std::string> words) {
  words_given()[option] = std::move(words);
  return option;
}

CLI::Option* files_when(CLI::Option* argument, const CLI::Option* option) {
  file_options()[argument] = "--" + option->get_lnames().front();
  return argument;
}

std::vector<std::string> assignment_words(const std::vector<Parameter>& parameters) {
  std::vector<std::string> out;
  std::vector<std::string> named;
  for (const Parameter& p : parameters) {
    if (std::find(named.begin(), named.end(), p.name) != named.end()) continue;
    named.push_back(p.name);
    if (p.type != ParameterType::Choice || p.allowed.empty()) {
      out.push_back(p.name + "=");
      continue;
    }
    for (const auto& v : p.allowed) out.push_back(p.name + "=" + v);
  }
  return out;
}

std::string completion_script(const CLI::App& app, const std::string& shell) {
  const std::vector<Node> nodes = nodes_of(app);
  if (shell == "bash") return bash_script(nodes);
  if (shell == "zsh") return zsh_script(nodes);
  if (shell == "fish") return fish_script(nodes);
  throw UsageError("unknown shell '" + printable(shell) + "' (valid: " + join(kShells, ", ") + ")");
}

std::vector<Command> completion_commands(const CLI::App& app) {
  auto shell = std::make_shared<std::string>();
  return {{"completion",
           "The shell's completion script for rithmo, written from the commands' own definitions: bash, zsh "
           "or fish",
           [shell](CLI::App& c) {
             c.add_option("shell", *shell, "The shell")->type_name(choices(kShells))->required();
           },
           [shell, &app] {
             print(completion_script(app, *shell));
             return 0;
           },
           true}};
}

}  // namespace rithmo::cli
