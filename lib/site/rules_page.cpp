// The rules: each preset (a game of one book, or a modern reconstruction) with every
// reading it takes and the source line behind each.
#include "play/opening.hpp"
#include "play/outcome.hpp"
#include "play/rules.hpp"
#include "play/sources.hpp"
#include "site/pages.hpp"

#include <stdexcept>

namespace rithmo::site {

namespace {

// The board of a preset at the opening: its files and ranks, each man by his number and
// shape, the two camps marked; the odd army's end at the foot.
void board(HtmlWriter& html, const SiteInput& input, const play::Preset& preset) {
  std::optional<play::Position> pos;
  play::Rules rules;
  try {
    rules = play::preset_rules(preset.name);
    pos = play::opening(rules, play::read_sources(input.tables_dir, play::needs_of(rules, true)));
  } catch (const std::exception& e) {
    // The tables folder lacks what the arrays are read from (a folder of one book).
    html.element("p", "The board is not drawn: " + std::string(e.what()) + ".").newline();
    return;
  }
  const play::Geometry g(pos->size);
  html.open("div").attribute("class", "scroll").open("table").attribute("class", "board").newline();
  html.element("caption", "The opening of " + std::string(preset.name) + ": " + std::to_string(g.files()) +
                              " × " + std::to_string(g.ranks()) +
                              " squares; the odd army's end at the foot; each camp (" +
                              std::to_string(rules.camp_depth) + " ranks) shaded");
  html.open("thead").open("tr").open("td").close();
  for (int f = 0; f < g.files(); ++f)
    html.open("th").attribute("scope", "col").text(std::string(1, static_cast<char>('a' + f))).close();
  html.close().close().newline().open("tbody").newline();
  for (int r = g.ranks() - 1; r >= 0; --r) {
    html.open("tr").open("th").attribute("scope", "row").text(std::to_string(r + 1)).close();
    for (int f = 0; f < g.files(); ++f) {
      const play::Square sq = g.square(f, r);
      std::string cls;
      if (play::in_camp(g, sq, Army::Odd, rules.camp_depth)) cls = "camp-odd";
      if (play::in_camp(g, sq, Army::Even, rules.camp_depth)) cls = "camp-even";
      const play::Man* m = pos->at(sq);
      if (m) cls += std::string(cls.empty() ? "" : " ") + std::string(name(m->army));
      html.open("td");
      if (!cls.empty()) html.attribute("class", cls);
      if (m) {
        const std::string what = std::string(name(m->army)) + " " +
                                 (m->king ? "pyramid" : std::string(name(m->shape))) + " " +
                                 std::to_string(m->value);
        // The shape at a glance (its name is the title's): ● round, ▲ triangle, ■ square,
        // ◆ a pyramid.
        const char* mark = m->king                       ? "◆"
                           : m->shape == Shape::Round    ? "●"
                           : m->shape == Shape::Triangle ? "▲"
                                                         : "■";
        html.open("abbr").attribute("title", what);
        html.open("span").attribute("class", "shape").attribute("aria-hidden", "true").text(mark).close();
        html.text(std::to_string(m->value)).close();
      }
      html.close();
    }
    html.close().newline();
  }
  html.close().close().close().newline();
}

}  // namespace

std::string rules_page(const SiteInput& input) {
  HtmlWriter html = open_page("The rules of each game", "rules.html");
  html.open("p").text(
      "Each game rithmo plays is a preset: a value for every reading on which the sources disagree, each "
      "with the "
      "lines behind it. ");
  html.element("code", "rithmo serve").text(" plays them in the browser; ").element("code", "rithmo rules");
  html.text(" prints them.").close().newline();
  html.open("ul").newline();
  for (const play::Preset& p : play::presets()) {
    html.open("li")
        .link("#" + html_id(p.name), std::string(p.name))
        .text(": " + std::string(p.title))
        .close()
        .newline();
  }
  html.close().newline();
  for (const play::Preset& p : play::presets()) {
    html.open("section").attribute("id", html_id(p.name)).newline();
    html.element("h2", std::string(p.name) + ": " + std::string(p.title)).newline();
    html.element("p", p.of_a_book ? "A game a period book describes." : "A modern reconstruction.").newline();
    html.open("div").attribute("class", "scroll").open("table").newline();
    html.element("caption", "The readings of " + std::string(p.name));
    html.open("thead").open("tr");
    for (const char* h : {"reading", "value", "the lines behind it"})
      html.open("th").attribute("scope", "col").text(h).close();
    html.close().close().newline().open("tbody").newline();
    for (const play::PresetValue& v : p.values) {
      html.open("tr").open("th").attribute("scope", "row").text(v.parameter).close();
      html.open("td").element("code", v.value).close().element("td", v.source).close().newline();
    }
    html.close().close().close().newline();
    board(html, input, p);
    html.close().newline();
  }
  return close_page(html, input);
}

}  // namespace rithmo::site
