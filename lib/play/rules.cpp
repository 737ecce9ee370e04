#include "play/rules.hpp"

#include "arrays/arrays.hpp"
#include "number/numeral.hpp"
#include "params/enum_table.hpp"
#include "readings/readings.hpp"
#include "text/join.hpp"

#include <algorithm>
#include <array>
#include <functional>

namespace rithmo::play {

namespace {

// The names of each enumeration of the rules, in the order `rithmo rules` lists them.
constexpr auto kArrayNames = enum_table<ArrayKind>({{ArrayKind::FirstKind, "first-kind"},
                                                    {ArrayKind::SecondKind, "second-kind"},
                                                    {ArrayKind::ThirdKind, "third-kind"},
                                                    {ArrayKind::Boissiere, "boissiere"}});
constexpr auto kDirectionNames = enum_table<Directions>(
    {{Directions::Orthogonal, "orthogonal"}, {Directions::Diagonal, "diagonal"}, {Directions::Both, "both"}});
constexpr auto kFlyingNames = enum_table<Flying>(
    {{Flying::None, "none"}, {Flying::Shaped, "shaped"}, {Flying::Knight, "knight"}, {Flying::King, "king"}});
constexpr auto kFlyingPathNames =
    enum_table<FlyingPath>({{FlyingPath::Clear, "clear"}, {FlyingPath::Leaps, "leaps"}});
constexpr auto kFlyingUseNames =
    enum_table<FlyingUse>({{FlyingUse::Free, "free"}, {FlyingUse::Siege, "siege"}});
constexpr auto kKingMoveNames = enum_table<KingMoves>(
    {{KingMoves::Shapes, "shapes"}, {KingMoves::Queen, "queen"}, {KingMoves::AsSquare, "square"}});
constexpr auto kSpacesNames =
    enum_table<SpacesRule>({{SpacesRule::None, "none"},
                            {SpacesRule::Draught, "draught"},
                            {SpacesRule::Spaces, "spaces"},
                            {SpacesRule::SpacesDraughtLines, "spaces-draught-lines"}});
constexpr auto kPlacementNames = enum_table<Placement>(
    {{Placement::Draught, "draught"}, {Placement::Adjacent, "adjacent"}, {Placement::Opposite, "opposite"}});
constexpr auto kOblivionNames = enum_table<Oblivion>({{Oblivion::None, "none"},
                                                      {Oblivion::Hemmed, "hemmed"},
                                                      {Oblivion::FourAdjacent, "four-adjacent"},
                                                      {Oblivion::FourOrthogonal, "four-orthogonal"}});
constexpr auto kTimingNames =
    enum_table<CaptureTiming>({{CaptureTiming::AfterMove, "after"},
                               {CaptureTiming::BeforeAndAfterMove, "before-and-after"},
                               {CaptureTiming::AfterAnyMove, "after-any-move"}});
constexpr auto kFlightReachNames = enum_table<FlightReach>(
    {{FlightReach::None, "none"}, {FlightReach::EqualityAddition, "equality-addition"}});
constexpr auto kReEntryNames =
    enum_table<ReEntry>({{ReEntry::None, "none"}, {ReEntry::FirstRank, "first-rank"}});
constexpr auto kRansomNames = enum_table<Ransom>(
    {{Ransom::None, "none"}, {Ransom::AllLayers, "all-layers"}, {Ransom::ExceptLowest, "except-lowest"}});
constexpr auto kArrangementNames = enum_table<Arrangement>(
    {{Arrangement::Anywhere, "anywhere"}, {Arrangement::LineOrSquare, "line-or-square"}});
constexpr auto kBoolNames = enum_table<bool>({{true, "yes"}, {false, "no"}});

// A rule's parameter: its entry in the one parameter model, and how it reads and
// writes the field of Rules. set() is given only values validate() accepted.
struct Param {
  Parameter spec;
  PlayPart part = PlayPart::Board;
  std::function<std::string(const Rules&)> get;
  std::function<void(Rules&, std::string_view)> set;
};

template <class E, std::size_t N>
Param enum_param(Parameter spec, E Rules::*member, const EnumTable<E, N>& names) {
  Param p;
  p.spec = std::move(spec);
  p.get = [member, &names](const Rules& r) { return std::string(names.name(r.*member)); };
  // Only values validate() accepted reach set(): the spec's values are the table's names.
  p.set = [member, &names](Rules& r, std::string_view v) { r.*member = *names.parse(v); };
  return p;
}

// A rule's own parameter: its default the value of Rules{} (preset fulke-1).
template <class E, std::size_t N>
Param enum_param(std::string_view name, std::string_view help, E Rules::*member,
                 const EnumTable<E, N>& names) {
  return enum_param(Parameter{std::string(name), std::string(names.name(Rules{}.*member)), names.names(),
                              std::string(help)},
                    member, names);
}

// A reading of the one table of readings (readings/readings.hpp): its name, values,
// default and help are that entry's; each preset sets its own value.
template <class E, std::size_t N>
Param reading_param(std::string_view name, E Rules::*member, const EnumTable<E, N>& names) {
  const Parameter& spec = reading(name);
  if (spec.allowed != names.names()) {
    throw std::logic_error("the rules' values of " + std::string(name) + " are not the reading's");
  }
  return enum_param(spec, member, names);
}

Param int_param(std::string_view name, std::string_view help, int Rules::*member, int lo, int hi) {
  Param p;
  p.spec = integer_parameter(std::string(name), std::to_string(Rules{}.*member), lo, hi, std::string(help));
  p.get = [member](const Rules& r) { return std::to_string(r.*member); };
  p.set = [member, spec = p.spec](Rules& r, std::string_view v) {
    r.*member = static_cast<int>(integer_value(spec, v));
  };
  return p;
}

std::vector<Param> make_params() {
  std::vector<Param> ps;
  // Each parameter is declared under its part of play (part_of_play), in that order.
  PlayPart part = PlayPart::Board;
  auto add = [&](Param p) {
    p.part = part;
    ps.push_back(std::move(p));
  };
  {
    Param p;
    p.spec = reading("board");
    p.get = [](const Rules& r) { return format_board_size(r.board); };
    // As --board: a shorter board drops the void ranks and cuts the camp (set_board).
    p.set = [](Rules& r, std::string_view v) { set_board(r, *parse_board_size(v)); };
    add(std::move(p));
  }
  add(enum_param("array", "The transcribed array the men stand in at the opening", &Rules::array,
                 kArrayNames));
  add(int_param("array-offset", "Void ranks between each army's end of the board and its array",
                &Rules::array_offset, 0, kMaxRanks));
  add(enum_param("first-to-move", "The army that moves first", &Rules::first_to_move, kArmyNames));
  part = PlayPart::Moves;
  add(enum_param("round-directions", "Lines of the rounds' ordinary draught (one step)",
                 &Rules::round_directions, kDirectionNames));
  add(enum_param("triangle-directions", "Lines of the triangles' ordinary draught (two steps)",
                 &Rules::triangle_directions, kDirectionNames));
  add(enum_param("square-directions", "Lines of the squares' ordinary draught (three steps)",
                 &Rules::square_directions, kDirectionNames));
  add(enum_param("leap-over-men", "Triangles and squares may pass over men to a void place (the agreed leap)",
                 &Rules::leap_over_men, kBoolNames));
  add(enum_param(
      "flying",
      "The flying draught: none; triangles (1,2) and squares (1,3); every man but the kings (1,2); "
      "the kings alone (1,2)",
      &Rules::flying, kFlyingNames));
  add(enum_param("flying-path", "A flight needs its ordinary draught and side step void, or only its end",
                 &Rules::flying_path, kFlyingPathNames));
  add(enum_param("flying-use", "A man flies at any time, or only to besiege or to escape a siege",
                 &Rules::flying_use, kFlyingUseNames));
  add(enum_param(
      "flying-besieges",
      "A flight may complete a siege (else a flight takes nothing and may not be made when it would)",
      &Rules::flying_besieges, kBoolNames));
  add(enum_param("flight-takes-numbers",
                 "A flight takes by numbers too, all that it sets up, as an ordinary draught does",
                 &Rules::flight_takes_numbers, kBoolNames));
  add(enum_param("flight-reach",
                 "A man has in his draught also the square his flight reaches, for equality and "
                 "for addition and subtraction by two men in draught",
                 &Rules::flight_reach, kFlightReachNames));
  add(enum_param("king-moves", "A king marches with his layers' shapes, as a chess queen, or as a square",
                 &Rules::king_moves, kKingMoveNames));
  add(int_param("king-range", "The farthest step of a king that moves as a queen", &Rules::king_range, 1, 7));
  add(enum_param("king-flies", "A king has the flying draught of his shapes", &Rules::king_flies,
                 kBoolNames));
  add(enum_param("king-loses-shapes", "A king that has lost every layer of a shape loses its draught",
                 &Rules::king_loses_shapes, kBoolNames));
  part = PlayPart::Captures;
  add(reading_param("equality", &Rules::equality, kBoolNames));
  add(enum_param("addition", "Taking by addition: two men summing to the enemy", &Rules::addition,
                 kBoolNames));
  add(enum_param("subtraction", "Taking by subtraction: two men differing by the enemy", &Rules::subtraction,
                 kBoolNames));
  add(enum_param("multiplication",
                 "Taking by multiplication: by two men in draught, or one man times the void spaces (on any "
                 "line, or on his draught's lines only)",
                 &Rules::multiplication, kSpacesNames));
  add(enum_param("division",
                 "Taking by division: by two men in draught, or one man divided by the void spaces (on any "
                 "line, or on his draught's lines only)",
                 &Rules::division, kSpacesNames));
  add(enum_param(
      "proportion",
      "Taking by proportion (agreed): two men and the enemy in arithmetic, geometric or musical proportion",
      &Rules::proportion, kBoolNames));
  add(reading_param("cossic", &Rules::cossic, kBoolNames));
  add(enum_param("addition-placement", "Where the two men taking by addition or subtraction stand",
                 &Rules::addition_placement, kPlacementNames));
  add(enum_param("oblivion",
                 "Taking by oblivion: every ordinary draught blocked, or four men about him (directly "
                 "or cornerwise, or directly only)",
                 &Rules::oblivion, kOblivionNames));
  add(enum_param("oblivion-fellows", "The besieged man's own fellows count toward his siege",
                 &Rules::oblivion_fellows, kBoolNames));
  add(enum_param("oblivion-edge", "The board's edge counts toward a siege", &Rules::oblivion_edge,
                 kBoolNames));
  add(enum_param("capture-by-leaping", "A man may move into the place of an enemy he can take",
                 &Rules::capture_by_leaping, kBoolNames));
  add(enum_param("mover-takes-part", "A capture must involve the man moved", &Rules::mover_takes_part,
                 kBoolNames));
  add(enum_param("multiple-captures", "All that a move sets up is taken (else one capture per move)",
                 &Rules::multiple_captures, kBoolNames));
  add(enum_param("capture-timing",
                 "Taking after the move (what it sets up, or all that then stands taken), or before "
                 "and after it",
                 &Rules::timing, kTimingNames));
  add(reading_param("pyramid-totals", &Rules::pyramid_whole, kBoolNames));
  add(reading_param("pyramid-layers", &Rules::pyramid_layers, kBoolNames));
  add(enum_param("pyramid-base", "Taking a king's base layer (his lowest and greatest) takes him whole",
                 &Rules::pyramid_base, kBoolNames));
  add(enum_param("king-parts-take", "A king takes with his layers' numbers as well as his whole",
                 &Rules::king_parts_take, kBoolNames));
  add(enum_param("reentry", "A man taken turns coat onto the taker's first rank, or is out of play",
                 &Rules::reentry, kReEntryNames));
  add(enum_param("ransom", "A layer taken is redeemed by a man of the same number (or one the taker chooses)",
                 &Rules::ransom, kRansomNames));
  part = PlayPart::Victory;
  {
    Param p;
    p.spec = text_parameter(
        "victory", format_victory(Rules{}.victory),
        "none | bodies men=N | goods sum=N | quarrel sum=N characters=N | honour men=N sum=N | "
        "honour-and-quarrel men=N sum=N characters=N | standards standards=N | great | greater | greatest | "
        "row",
        "The agreed victory", [](std::string_view v) -> std::optional<std::string> {
          try {
            parse_victory(v);
          } catch (const RulesError& e) {
            return std::string(e.what());
          }
          return std::nullopt;
        });
    p.get = [](const Rules& r) { return format_victory(r.victory); };
    p.set = [](Rules& r, std::string_view v) { r.victory = parse_victory(v); };
    add(std::move(p));
  }
  add(int_param("camp-depth", "Ranks of the enemy's camp, from his end of the board", &Rules::camp_depth, 1,
                kMaxRanks));
  add(enum_param("common-needs-king", "A common victory needs the enemy king taken first",
                 &Rules::common_needs_king, kBoolNames));
  add(enum_param("proper-needs-king",
                 "A proper victory (great, greater, greatest, row) needs the enemy king taken first",
                 &Rules::proper_needs_king, kBoolNames));
  add(enum_param("blockade-wins",
                 "A side left with no legal move has lost (else the game ends without a victory)",
                 &Rules::blockade_wins, kBoolNames));
  add(reading_param("standards-king", &Rules::standards_king, kKingAmongFootmenNames));
  add(enum_param("arrangement", "How a triumph's men stand in the enemy's camp", &Rules::arrangement,
                 kArrangementNames));
  add(enum_param("triumph-enemy-men",
                 "A proper victory may count the adversary's men standing in his camp, as well as one's own",
                 &Rules::triumph_enemy_men, kBoolNames));
  add(reading_param("geometric-four", &Rules::triumph_geometric_four, kGeometricFourNames));
  add(reading_param("two", &Rules::triumph_two, kTwoKindsNames));
  return ps;
}

const std::vector<Param>& params() {
  static const std::vector<Param> ps = make_params();
  return ps;
}

const std::vector<Parameter>& specs() {
  static const std::vector<Parameter> v = [] {
    std::vector<Parameter> out;
    for (const auto& p : params()) out.push_back(p.spec);
    return out;
  }();
  return v;
}

const Param& find_param(std::string_view name) {
  try {
    const Parameter& spec = find_parameter(specs(), name);
    return params()[static_cast<std::size_t>(&spec - specs().data())];
  } catch (const ParameterError& e) {
    throw RulesError(e.what());
  }
}

// --- presets ---------------------------------------------------------------------

// One parameter's value and source in each preset, in the order of kPresetNames.
struct Row {
  std::string_view parameter;
  std::array<std::pair<std::string_view, std::string_view>, 8> values;
};

constexpr std::array<std::string_view, 8> kPresetNames = {
    "fulke-1", "fulke-2", "fulke-3", "du-coeur", "savard", "boissiere", "boissiere-other", "barozzi"};
constexpr std::array<std::string_view, 8> kPresetTitles = {
    "Fulke's first kind of play (002 lines 488-627)",
    "Fulke's second kind of play (002 lines 629-812)",
    "Fulke's third kind of play (002 lines 813-901)",
    "du Coeur's reconstruction of Fulke's first kind (000, 001)",
    "Savard's reading of Fulke's first kind (003)",
    "Boissière's game, Paris 1556 (pages 0010-0084 of ocr/boissiere-1554, cited page:line)",
    "Boissière's «Autre plaisante forme de iouer» (pages 0084-0099 of ocr/boissiere-1554, cited page:line)",
    "Barozzi's game, Venice 1572 (pages 0011-0054 of ocr/barozzi-1572, cited page:line; his own errata, "
    "pages 0055-0056, applied)",
};
// Whether each preset is a game a period book describes (Fulke's kinds, Boissière's
// games) rather than a modern reconstruction of one.
constexpr std::array<bool, 8> kPresetOfABook = {true, true, true, false, false, true, true, true};
// The preset each game stands nearest to (Preset::near): the kinds of one book and the
// reconstructions of Fulke's first kind by Fulke's; Boissière's other game by his first;
// Barozzi's by Boissière's, whose array it shares.
constexpr std::array<std::string_view, 8> kPresetNear = {"",        "fulke-1", "fulke-1",   "fulke-1",
                                                         "fulke-1", "",        "boissiere", "boissiere"};

// Source citations: file:line, or 000:1:column for du Coeur's letter (one long line); for
// Boissière's two games, page:line of ocr/boissiere-1554 (page 0051 line 11 is 0051:11);
// for Barozzi's, page:line of ocr/barozzi-1572.
const std::vector<Row>& rows() {
  static const std::vector<Row> r = {
      {"board",
       {{{"8x16", "002:504 '.128. squares that is .8. in breadth and .16. in length'"},
         {"8x16", "002:815 'The table is the same that hath bene twyse already discribed'"},
         {"8x16", "002:815 'at the lest ... .10. squares in length ... The longest is best'"},
         {"8x16", "001:15 'Sources: Fulke's The Philosopher's Game'; 002:504"},
         {"8x16", "003:94 (8 x 12 and 8 x 9 are what the first version is 'also sometimes played on')"},
         {"8x16",
          "0012:17-21 'pour le moins dix quarreaux ... en longueur, & s'il y en à 16 . sera meilleur'"},
         {"8x16", "0085:30-31 'Les tables & tablier ne different'"},
         {"8x16", "0011:13-15 'cioè di 8 quadri largo, & di 16 lungo'"}}}},
      {"array",
       {{{"first-kind", "002:599 'I referre thee unto the table'; the table 002:602-609"},
         {"second-kind",
          "002:646 'the naturall placing of every man under him of whome he aryseth'; 002:649-660"},
         {"third-kind", "002:822 'after the firste maner'; the table 002:825-832"},
         {"first-kind", "000:1:970 'arrayed upon the board muche as I shewed in the picture'; 001:27"},
         {"first-kind", "003:80 (the first arrangement goes with the first version's moves)"},
         {"boissiere", "0038:7-26 'La vraye disposition' (tables/boissiere-1556/array.csv)"},
         {"boissiere", "0085:30-31 'Les tables & tablier ne different'"},
         {"boissiere",
          "0027:4 'la ſeconda, & perfetta' disposition; its figure 0028:16-19: Boissière's array"}}}},
      {"array-offset",
       {{{"2",
          "002:822: the third kind stands 'not so farre from the bordes end' as the first, whose table "
          "(002:602-609) does not show its distance; two ranks as 001:27 and 003:94 read the picture"},
         {"0", "002:646 'extending to the furthermoste edge of the Table'"},
         {"0", "002:822 'the .4. squares standynge in the plattes nearest to the bordes end'"},
         {"2", "000:1:1097 'the men begin advanced by two ranks'; 001:27 'on your rows 3-6, instead of 1-4'"},
         {"2", "003:94 'an 8 by 12 board, without the two empty rows of squares behind the pieces'"},
         {"0",
          "0038:10-11 'les transporte inseparemẽt aux 4. quarres d'vn chacun des deux coings du tablier'"},
         {"0", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"0",
          "0027:4 'li 4 coſi come ſi trouano nell’uno cantone del tauoliero, & li altri 4 nell’altro' (the "
          "squares on the end rank)"}}}},
      {"first-to-move",
       {{{"odd",
          "silent in the transcribed Fulke; 003:76 'black moves first', the odd being the black (002:876)"},
         {"odd", "silent in the transcribed Fulke; 003:76 'black moves first'"},
         {"odd", "silent in the transcribed Fulke; 003:76 'black moves first'"},
         {"odd", "silent in du Coeur; 003:76 'black moves first'"},
         {"odd", "003:76 'because black moves first'"},
         {"odd", "silent in Boissière; as every preset (003:76 'black moves first')"},
         {"odd", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"odd",
          "silent in Barozzi; as every preset (003:76 'black moves first'; his black are the odd, "
          "0015:31-33)"}}}},
      {"round-directions",
       {{{"diagonal", "002:614 'into the space that is next unto them cornerwyse'"},
         {"both", "002:663 'every way ... direct or cornerwyse'"},
         {"orthogonal",
          "002:835 'to the right hand, and to the left hande, but not cornerwise, except the gamesters so "
          "agree'"},
         {"diagonal", "001:45 'The round pieces move one step diagonally'; 000:1:1364"},
         {"diagonal", "003:251 'only in the first version that the Rounds are confined to only one color'"},
         {"orthogonal",
          "0051:11-14 'toutes marcheront droictemēt ... aucuns veulent à tous costez, ce que ie laisse à la "
          "discretion des ioueurs' (by agreement every way: both, for the three shapes)"},
         {"diagonal",
          "0087:10 'Les rondes au lieu suiuant à trauers par les coings, comme les fols des eschets'"},
         {"orthogonal",
          "0029:7 'li tōdi caminano sempre rettamēte ... à guisa delli Pedoni' (straight, one square)"}}}},
      {"triangle-directions",
       {{{"orthogonal",
          "002:619 'from the space .A. ... into any of these space .F.G.H. or .I.' (orthogonal in the "
          "diagram, 001:33-39)"},
         {"both", "002:663 'every way ... direct or cornerwyse'"},
         {"orthogonal", "002:835 'but not cornerwise'"},
         {"orthogonal", "001:47 'The triangles move orthogonally'; 000:1:1503"},
         {"orthogonal",
          "003:251 (without flying the triangles would keep to 'one out of every four squares')"},
         {"orthogonal", "0051:11 'toutes marcheront droictemēt'; 0051:16-17 'les triangles marchēt 3'"},
         {"orthogonal", "0087:12 'cheminant droictement comme les rochs des eschets'"},
         {"diagonal",
          "0029:7 'Li triangoli caminano sempre obliquamēte ... saltando sempre alla terza casella'"}}}},
      {"square-directions",
       {{{"orthogonal", "002:621 'right forwarde or sydelong'"},
         {"both", "002:663 'every way ... direct or cornerwyse'"},
         {"orthogonal", "002:835 'but not cornerwise'"},
         {"orthogonal", "001:49 'The squares move orthogonally, three spaces'"},
         {"orthogonal", "003:251 (without flying the squares would keep to 'one out of every nine')"},
         {"orthogonal",
          "0051:11; 0051:15-19 'de 4, en 4, pas ... comptant le lieu ou la table est, & celuy ou elle va'"},
         {"both",
          "0087:14 'au quatriesme lieu ... & peuuent se remuer à tous costez comme la Royne des eschets'"},
         {"both", "0029:7 'Li quadrati si moueno per dritto, & per obliquo ... alla quarta casella'"}}}},
      {"leap-over-men",
       {{{"no", "002:617-619 'leaping over one space' (a space, not a man)"},
         {"no", "002:665 'lawefull amonge suche as wyll to agree' (agreed, not the rule)"},
         {"no", "002:835 gives no leap (003:92 puts the agreed leap of 002:665 in the third kind)"},
         {"no", "001:41 'You can not jump over another man during a movement'; 000:1:1703"},
         {"no", "003:84 'cannot involve jumping over any intervening pieces'"},
         {"no", "silent in Boissière (0051:11-19 gives no leap); as fulke-3"},
         {"no", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"no",
          "0038:19-23 'non ſi può mai menar alcuno de quelli pezzi, che ſaltano ... quando ... ſi troua "
          "qualche altro pezzo'"}}}},
      {"flying",
       {{{"shaped",
          "002:619 'in flying he maye remove the knyghtes draught'; 002:621 'but that they must passe foure "
          "spaces'"},
         {"knight", "002:664 'every man savyng the two kynges ... may remove the knights draught in chesse'"},
         {"none", "002:835 names only the 'ordinary draughts'; 002:849 'the man so besieged can not escape'"},
         {"shaped", "001:47 'from A could move into any of spaces 1 - 8'; 001:49 '11 - 18'"},
         {"shaped", "003:86 'the white triangles and squares show the flying move of these two pieces'"},
         {"none",
          "0051:11-19 names only the ordinary draught; the knight's draught comes in the other way "
          "(0089:12)"},
         {"knight",
          "0089:12 'Toute table, sauf les Roys ou Pyramides, peut eschaper ... en la forme des cheualiers "
          "des eschets'"},
         {"king",
          "0029:7 'possono le pyramidi far il salto, che fa il cauallo ... ilqual priuilegio non hà alcun "
          "altro pezzo se non la pyramide'"}}}},
      {"flying-path",
       {{{"leaps", "002:619 'the knyghtes draught of the chesse' (the chess knight passes over men)"},
         {"leaps", "002:664 'the knights draught in chesse'"},
         {"leaps", "no flying in this kind (002:835)"},
         {"clear", "001:47 'you still cannot jump over a man when flying'; 000:1:2282"},
         {"leaps", "003:86 'unlike the regular move, there is no concern with intervening pieces'"},
         {"leaps", "no flying in this way (0051:11-19)"},
         {"leaps", "0089:12 'en la forme des cheualiers des eschets'"},
         {"leaps",
          "0039:31-32 'facendo il salto del cauallo delli schachi' (the knight leaps over the men about him; "
          "read otherwise: clear, by 0038:19-23)"}}}},
      {"flying-use",
       {{{"free", "002:619 'But in flying he maye remove' (no condition)"},
         {"siege", "002:664 'to besiege his enemie, or to flye from the siege himself'"},
         {"siege", "no flying in this kind; 003:90 gives the third kind's knight move for a siege only"},
         {"free", "001:43 'you may use the flying movement unless the move would result in taking'"},
         {"free", "003:86 'The flying move may be made at any time'"},
         {"siege", "no flying in this way (0051:11-19)"},
         {"free", "0089:12 'là ou bon leur semblera ... pourueu qu'elles ne soient en obsidion'"},
         {"siege", "0029:7 'ma non sempre se nō in un caso solo, quādo fossero assediate'; 0039:30-31"}}}},
      {"flying-besieges",
       {{{"yes", "002:621 'they can take no man, but if needed by helpe to besiege a man'"},
         {"yes", "002:664 'neither take anye man (except it be by siege)'"},
         {"yes", "no flying in this kind (002:835)"},
         {"no", "001:43 'unless the move would result in taking an opposing man'; 000:1:1865"},
         {"yes", "003:86 'it may be used to make a custodian capture'"},
         {"yes", "no flying in this way (0051:11-19)"},
         {"yes", "0096:21-24 'sinon en obsidion'"},
         {"no",
          "0037:28-30 'ſe non ſi giuoca il ſuo pezzo ſecōdo il proprio camino' (the leap is none; read "
          "otherwise: yes)"}}}},
      {"flight-takes-numbers",
       {{{"no", "002:621 'they can take no man, but if needed by helpe to besiege a man'"},
         {"no", "002:664 'neither take anye man (except it be by siege)'"},
         {"no", "no flying in this kind (002:835)"},
         {"no", "001:43 'unless the move would result in taking an opposing man'"},
         {"no", "003:86 'it may be used to make a custodian capture' (a siege only)"},
         {"no", "no flying in this way (0051:11-19)"},
         {"no",
          "0096:21-23 'Aucune table ne peut desmarcher pour prendre ... par mouuement irregulier, sinon en "
          "obsidion'"},
         {"no", "0037:28-30, as flying-besieges (read otherwise: yes)"}}}},
      {"flight-reach",
       {{{"none", "002:621 'they can take no man'; 002:676 'in his draught' is the ordinary draught"},
         {"none", "002:664 'neither take anye man (except it be by siege)'"},
         {"none", "no flying in this kind (002:835)"},
         {"none", "001:43 'unless the move would result in taking an opposing man' (a flight takes nothing)"},
         {"none",
          "003:86 'may not be used to make a replacement capture (including captures where actual "
          "replacement does not take place'"},
         {"none", "no flying in this way (0051:11-19)"},
         {"none", "0096:21-23"},
         {"none",
          "0030:5 'nella qual detto pezzo facciando il suo proprio camino possi andare' (the draught that "
          "takes is the man's own)"}}}},
      {"king-moves",
       {{{"queen",
          "002:625 'in all poyntes lyke the Queene at the Chesse, saving that he can not passe above foure "
          "spaces'"},
         {"square", "002:664 'The kynges move even as squares'"},
         {"square", "002:835 'the kyngs move as squares'"},
         {"shapes",
          "001:51 'The Kings can move in any of the ways that their constituent pieces can'; 001:53 sets the "
          "queen aside"},
         {"queen", "silent in Savard (003:7 follows Fulke); 002:625"},
         {"square",
          "silent on the pyramid's draught; 0036:6 'la Pyramide sera côtée pour vne des tables quarrées' (as "
          "Fulke's third kind, 002:835; by his layers' shapes it would be king-moves=shapes)"},
         {"shapes", "0087:16 'Les Pyramides ... peuuēt choisir en toutes ces desmarches'"},
         {"queen",
          "0029:7 'ilqual mouimento si assomiglia in tutto, e per tutto à quello della Regina nelli "
          "schachi'"}}}},
      {"king-range",
       {{{"3",
          "002:625 'can not passe above foure spaces', counted as 002:621 counts ('the fourth place ... "
          "leaping over two')"},
         {"3", "used only with king-moves queen; 002:625"},
         {"3", "used only with king-moves queen; 002:625"},
         {"3", "001:53 'within a three-space span' (used only with king-moves queen)"},
         {"3", "002:625, as for fulke-1"},
         {"3", "used only with king-moves queen"},
         {"3", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"7",
          "0029:7 'interponer quante caselle vogliono' (any number: 7, the farthest the engine allows)"}}}},
      {"king-flies",
       {{{"yes", "002:623-625 'may remove any of all theyr draughts when they list'"},
         {"no", "002:664 'but that they have not the flyinge draughte'"},
         {"no", "002:835 'the kyngs move as squares'"},
         {"yes", "001:51 'any of the ways that their constituent pieces can'"},
         {"no", "003:90 the flying move is 'available to all these pieces, but not to the pyramids'"},
         {"no", "no flying in this way (0051:11-19)"},
         {"no", "0089:12 'sauf les Roys ou Pyramides'"},
         {"yes", "0029:7 'possono le pyramidi far il salto' (with flying=king, his one flight)"}}}},
      {"king-loses-shapes",
       {{{"no", "002:623-625 (the king keeps all his draughts)"},
         {"no", "002:664 (the king moves as a square)"},
         {"no", "002:835 (the king moves as a square)"},
         {"yes",
          "001:51 'If the King loses all of the pieces of a given shape, it loses the ability to move like "
          "that shape'; 000:1:2896"},
         {"no", "silent in Savard"},
         {"no", "0013:8 '6. quarrez l'vn sur l'autre' (every layer a square)"},
         {"yes",
          "0096:6-8 'ne marchera plus icelle selon les quarres, d'autant qu'elle est degradée de la forme "
          "quadrangulaire'"},
         {"yes",
          "0039:25-28 'quando fossero leuati ... li dui gradi quadrati della pyramide, non può più essa "
          "pyramide far il camino del quadrato'"}}}},
      {"equality",
       {{{"yes", "002:627 'by Equalitie'"},
         {"yes", "002:672 'By Equalitie maye these men take or be taken'"},
         {"yes", "002:839 'To take by encountering is to take by Equalitie'"},
         {"yes", "001:61 'a man can capture another man with the same number'"},
         {"yes", "003:127 'Equality (1, 2, 3)'"},
         {"yes",
          "0053:8 'Si vn nombre rencontre vn autre à son pas de mesme valeur & quantité que luy, il "
          "l'emportera' (rencontre)"},
         {"yes", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"yes",
          "0030:5 'Col numerar ... ritrouarà un’altro pezzo dell’istesso numero della parte aduersa'"}}}},
      {"addition",
       {{{"yes", "002:627 'Addition'"},
         {"yes", "002:676 'all one with the first kynde of play'"},
         {"yes", "002:845 lying in wait 'is to take by addition'"},
         {"yes", "001:67 'they add up to its value'"},
         {"yes", "003:131 'Addition (1,3)'"},
         {"yes",
          "0056:8 'SI deux moindres nombres se peuuẽt iecter au tour d'vn autre plus grand' (embusche)"},
         {"yes", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"yes",
          "0030:10 'possono dui numeri minori uincer un maggiore ... summati insieme fanno un numero "
          "equale'"}}}},
      {"subtraction",
       {{{"yes", "002:627 'Subtraction'"},
         {"yes", "002:678 'That whiche was sayde in the first kinde of subtraction'"},
         {"no", "002:837 names encountering, eruption, lying in wait and oblivion only"},
         {"yes", "001:75-77"},
         {"yes", "003:133 'Subtraction (1, 3)'"},
         {"no",
          "0051:23-24 'par rencontre, assault, embusche, & emprisonnement'; the embusche adds (0056:8)"},
         {"yes", "0090:13 'Avoir adiousté la valeur de deux tables ensemble ou substraict l'vne de l'autre'"},
         {"yes",
          "0032:8 'cauato il numero dell'uno di eſſi dui dal numero dell'altro, reſti il numero del pezzo "
          "auuerſario'"}}}},
      {"multiplication",
       {{{"draught",
          "002:627 (the first kind's manner is lost; 002:682 'doth differ' in the second); 001:79"},
         {"spaces", "002:682 'multiplie your man by the voyde spaces betwene them'"},
         {"spaces", "002:841 eruption 'multiplied by the spaces that are betwene him & hys adversary'"},
         {"draught",
          "001:79 'the white round 3 ... the white round 5 ... you capture the 15 by Multiplication'"},
         {"draught", "003:135 'Multiplication (1)'"},
         {"spaces",
          "0053:18 'multiplié par les loges qui sont entre eux deux, ou obliquement ou droictement' "
          "(assault)"},
         {"spaces", "0092:8 (by the void places between, 'obliquement ou droictement')"},
         {"spaces",
          "0033:29 'tante caſelle quante uolte il numero de uno d'eſſi ſi troua nel numero dell'altro' (on "
          "any line: 0036:17, 42 over 14)"}}}},
      {"division",
       {{{"draught", "002:627 (the first kind's manner is lost; 002:685 differs in the second); 001:81"},
         {"spaces", "002:685 'beyng devyded by the voyde spaces'"},
         {"none", "002:837 (no division in the third kind)"},
         {"draught", "001:81 'you capture the 25 by Division'"},
         {"draught", "003:137 'Division (1)'"},
         {"none",
          "0053:18 'Si vn nombre trouue vn autre plus grãd' (the lesser takes; division comes in the other "
          "way, 0092:8)"},
         {"spaces",
          "0092:8 'contient la tienne autant de fois comme il y a entre deux de loges vuides ... par "
          "diuision'"},
         {"spaces", "0034:11-12 'il 12 uincerà col partir se stesso per il numero delle caselle uote'"}}}},
      {"proportion",
       {{{"no", "002:627 'and also if you wyll, and so agree by ... Proportion' (only by agreement)"},
         {"no", "002:668 (seven ways, proportion not among them)"},
         {"no", "002:837"},
         {"no", "001:83 'an advanced variant ... agreed on in advance'"},
         {"no", "003:143 '(1:optional)'"},
         {"no", "0051:23-24 (four ways, proportion not among them)"},
         {"no", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"no",
          "0030:5 'col numerar, col summar, col sottrar, col multiplicar, col partir, & con l’assedio' (six "
          "ways, errata 0055:29)"}}}},
      {"cossic",
       {{{"no", "002:627 (six ways, cossic signs not among them)"},
         {"yes", "002:668 'by Cossicall Sygnes'; 002:687; the table 002:797-809"},
         {"no", "002:820 'but without cossical signes'"},
         {"no", "000:1:3109 names six captures, cossic signs not among them"},
         {"no", "003:129 'Roots (3)' is Fulke's second kind"},
         {"no", "0051:23-24 (four ways, cossic signs not among them)"},
         {"no", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"no", "0030:5 (six ways, cossic signs not among them)"}}}},
      {"addition-placement",
       {{{"draught", "002:845 'as before when the adversary standeth within the draught of two men'"},
         {"draught", "002:676 'but the former waye is better'"},
         {"adjacent", "002:845 'when the .2. numbers ... stande in the next spaces to the adversarie'"},
         {"draught", "001:67 'such that both of them could legally jump onto an enemy man'"},
         {"draught", "003:131 'If two pieces could both move to a square occupied by'"},
         {"adjacent",
          "0056:8 'iecter au tour d'vn autre plus grand'; 0056:12 'tout aupres' (the two on either side of "
          "him, 0057:8 's'il se trouue être les deux', read entre, would be opposite)"},
         {"draught", "0090:13 'ou vne chacune des deux puisse aller de son mouuement regulier'"},
         {"draught",
          "0030:10 'si trouano in tal caselle, che da quelle possano col proprio loro camino andar doue esso "
          "maggiore si troua'"}}}},
      {"oblivion",
       {{{"hemmed",
          "002:670 'letted of theyr ordinarie draughte, as hath bene taught before' (the first kind's text "
          "is lost)"},
         {"hemmed", "002:670 'when by foure men they be letted of theyr ordinarie draughte'"},
         {"four-adjacent",
          "002:847-849 'standynge in the foure nexte spaces about him directly, or cornerwise'"},
         {"hemmed", "001:85 'you need to block the triangle from making any legal moves'"},
         {"hemmed", "003:121-122 'Siege (1,3) ... in all the directions in which it could normally move'"},
         {"hemmed",
          "0058:8-10 'qu'il ne puisse sortir droictemẽt sans aller par les coings cõme les fols des eschets' "
          "(emprisonnement); his example, the 15 'enuironnée' by four (0058:18), fits four-orthogonal too"},
         {"hemmed",
          "0095:9 'quatre tables ... au tour de quelqu'autre ... tellement que la desmarche reguliere ... "
          "soit empeschée'"},
         {"hemmed",
          "0037:7-8 'talmente circōdato da altri pezzi ſuoi auuerſarij, che non fi poſſa mouer ſecondo il "
          "ſuo proprio camino'"}}}},
      {"oblivion-fellows",
       {{{"no", "002:850 'In all three kyndes ... all foure muste be hys adversaries'"},
         {"no", "002:850"},
         {"no", "002:850"},
         {"no", "000:1:6863 'Yet hys owne men will save him'; 001:87"},
         {"no", "003:122 'surrounded by an opponent's pieces'"},
         {"no", "0058:11 'n'auoir secours d'aucun autre de sa liurée'"},
         {"no", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"no", "0037:7-9 'circōdato da altri pezzi ſuoi auuerſarij' (his fellows only help him)"}}}},
      {"oblivion-edge",
       {{{"no", "002:850 'all foure muste be hys adversaries'"},
         {"no", "002:850"},
         {"no", "002:850"},
         {"yes",
          "000:1:6774 'yf he lieth by the wall of the board, then you need but surround him by the other "
          "sydes' (001:87 doubts it)"},
         {"no", "003:122 'surrounded by an opponent's pieces in all the directions'"},
         {"no", "silent in Boissière; as fulke-3 (002:850)"},
         {"no", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"no", "silent in Barozzi (0037:7-23 name only the enemy about him); as boissiere"}}}},
      {"capture-by-leaping",
       {{{"yes",
          "002:852 'when he maye be taken before we drawe, then shall we remove our man into his place' ('In "
          "all maner of taking')"},
         {"yes", "002:674 'then muste you take him up and remove into his place'"},
         {"yes", "002:852"},
         {"yes", "000:1:3286 'As in the Chesse, you maye leape upon the ryght enemie man'"},
         {"no", "003:116 'captured without either of one's men moving as part of the capture'"},
         {"yes",
          "0058:30-0059:5 a capture forgotten is taken by playing 'la table victorieuse au lieu de la "
          "prinse' (else 'sans transporter iceluy au lieu du vaincu', 0053:8)"},
         {"yes", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"no",
          "0030:5 'senza che uadi in quel loco, dal qual si hà leuato quello'; 0032:8 'reſtando li altri due "
          "doue ſono'"}}}},
      {"mover-takes-part",
       {{{"no", "Fulke sets no such condition (002:674, 002:852)"},
         {"no", "Fulke sets no such condition (002:674)"},
         {"no", "Fulke sets no such condition (002:849, 002:852)"},
         {"yes", "000:1:14820 'you must move one of the men involved in order to capture an enemy'"},
         {"no", "003:116 'a player may make all available captures'"},
         {"no", "0058:24-25 'si on peut transporter sa table, en quelque lieu, ou la descouurir'"},
         {"no", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"no",
          "0037:30-34 'ſenza giuocar altro pezzo, ſi depreda quello delli detti dui pezzi diſcoperti' (a man "
          "uncovered is taken)"}}}},
      {"multiple-captures",
       {{{"yes", "silent in Fulke; 001:65"},
         {"yes", "silent in Fulke; 003:150"},
         {"yes", "silent in Fulke; 003:150"},
         {"yes", "001:65 'you should be able to make multiple captures with a single move'"},
         {"yes", "003:150 'Multiple captures may take place in the same turn'"},
         {"yes", "silent in Boissière; as fulke-3"},
         {"yes", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"yes", "silent in Barozzi (each taking made 'subito', 0031:10-12); as boissiere"}}}},
      {"capture-timing",
       {{{"after", "002:852 (a man that can be taken before the draught is taken by moving into his place)"},
         {"after", "002:672-674 'as yf after you have played your .9. stande in your mans draught'"},
         {"after", "002:849 'so soone as the last of the foure is set in his place'"},
         {"after", "000:1:3578 'then the enemy is taken straightway'"},
         {"before-and-after",
          "003:116 'a player may make all available captures twice, before moving a piece, and after'"},
         {"after", "0054:8 'des qu'il aura ioué'; 0056:8 'des lors que la seconde table sera située'"},
         {"after", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"before-and-after",
          "0038:8-11 'l'auuerſario piglia eſſo pezzo, & poi mena'; 0038:12-15 (a taking forgotten made "
          "later)"}}}},
      {"pyramid-totals",
       {{{"yes", "002:692 'yf theyr Pyramidall number, be taken by anye of the aforesayde meanes'"},
         {"yes", "002:692"},
         {"yes", "002:856 'if the whole kyng at ons that is the whole number of Pyramis be taken'"},
         {"yes", "000:1:7021 'The Kyng maye be captured with hys whole number'"},
         {"no",
          "003:154 'The Pyramid can be taken by siege (or oblivion). Individual layers ... by other "
          "methods'"},
         {"yes", "0057:30 '25 | 66 | 91' (the even pyramid taken whole by addition)"},
         {"yes", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"yes",
          "0039:11-14 'depredando il numero della summa de tutti li gradi, come è il 91, ouer il 190'; "
          "0031:33 '25 | 66 | 91'"}}}},
      {"pyramid-layers",
       {{{"yes", "002:692 'yf by suche meanes you can take all his quadrates one after another'"},
         {"yes", "002:692"},
         {"yes", "002:854-856 'The king standeth for so many men as he hath steppes'"},
         {"yes", "000:1:7183 'But hee maye also be taken piecewise'"},
         {"yes", "003:154 'Individual layers ... can be taken by other methods'"},
         {"yes", "0059:20 'prendra ou sera prinse d'autant de tables qu'elle represente en ses bases'"},
         {"yes", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"yes",
          "0038:38-42 'la pyramide val per tãti quadrati, & triangoli, & tondi, quanti porta ſeco'"}}}},
      {"pyramid-base",
       {{{"no", "002:692 'all his quadrates one after another' (the base is one layer among the rest)"},
         {"no", "002:692"},
         {"no",
          "002:856 'if his lowest square be taken, no ransom will delyver him' (read as the layer lost for "
          "good; read as the king lost, it is pyramid-base=yes)"},
         {"no", "000:1:7183 'But hee maye also be taken piecewise'"},
         {"no", "003:154 'Individual layers ... can be taken by other methods'"},
         {"no",
          "0060:13-15 'quand tel accident vient à la plus grãd base de la Pyramide, alors ne se peut "
          "racheter: ainsi est prinse' (the base lost for good: 0059:16 lists 190 among the men taken only "
          "by siege, whom the even 64 would take by his base; read as the king lost, pyramid-base=yes)"},
         {"no",
          "0095:13 'de toute la pyramide qui contiẽt 91. ne restera plus que 30.' (the base lost, the king "
          "stays)"},
         {"no",
          "0039:10-12 'eccetto però il primo grado di sotto, che è la sua base, il qual non si può "
          "ricuperar' (read otherwise: yes, 0039:14)"}}}},
      {"king-parts-take",
       {{{"no",
          "silent in Fulke; 000:1:16336 'It is not actually clear from Fulke that the component pieces ... "
          "can be individually used to capture'"},
         {"no", "silent in Fulke (000:1:16336)"},
         {"no", "silent in Fulke (000:1:16336)"},
         {"yes", "000:1:7493 'the Kyng maye worke to capture ... with his whole number or with his partes'"},
         {"no", "silent in Savard"},
         {"yes", "0059:20 'prendra ou sera prinse ... par le nōbre quarré en icelles'"},
         {"yes", "0095:13 'Tout nombre quarré ou lateral de la pyramide peut prendre ou estre prins'"},
         {"yes", "0038:39-41 '& con ciaſcuno di quelli può depredar altri pezzi'"}}}},
      {"reentry",
       {{{"first-rank",
          "002:519 'that when he is taken, he maye chaunge his coate and serve him unto whome he is "
          "prisoner'"},
         {"none",
          "003:104 'it is stated in Fulke that captured pieces are not re-entered' (that text is lost from "
          "the transcription)"},
         {"none", "002:817 'men ons taken be no more occupyed in thys kynde of playing'"},
         {"first-rank", "000:1:7938 'in the fyrst rank, in any space of that row'; 001:89"},
         {"first-rank", "003:102 'immediately entered ... on the back rank of the player that captured it'"},
         {"none",
          "each army keeps its colour (0012:28-32); only the other way gives each man the enemy's colour on "
          "his other face (0085:33)"},
         {"first-rank",
          "0097:10 'Toute table prinse sera renversée du costé quelle porte la livrée du victorieux, & "
          "disposée à l'extreme partie de son champ'"},
         {"first-rank",
          "0039:18-23 'ſi deono voltar sotto sopra ... mettendoli ... sopra il tauoliero à suo "
          "beneplacito'"}}}},
      {"ransom",
       {{{"none",
          "the privilege of the king is given for the second and third kinds only (002:693-695, 853-856)"},
         {"all-layers", "002:695 'If anye of the kynges quadrates be taken, he maye redeme it'"},
         {"except-lowest",
          "002:856 '(except the lowest and greatest) ... if his lowest square be taken, no ransom'"},
         {"none", "du Coeur gives no ransom"},
         {"none", "003:156-158 (the second and third forms only)"},
         {"except-lowest",
          "0059:20 'elle se rachetera (excepté de la plus grande base) baillant vne autre table egale à la "
          "base'"},
         {"none", "0095:13-0096:17 (a layer lost degrades the king; no ransom)"},
         {"except-lowest",
          "0039:10-11 'la pyramide può ricuperar li suoi gradi, eccetto però il primo grado di sotto'"}}}},
      {"victory",
       {{{"bodies men=4",
          "002:863 'he which first taketh .4. or .5. or .6. or .10. men'; 002:901 'in every one of the three "
          "kyndes'"},
         {"bodies men=4", "002:863; 002:901"},
         {"bodies men=4", "002:863; 002:901"},
         {"bodies men=6", "001:111 'I recommend 6 men as a reasonable goal'"},
         {"bodies men=4", "003:176 'De Corpore' (the number from 002:863)"},
         {"great",
          "0061:10-12 the common victories 'ne sont propres du ieu, ains permises pour exercer les rudes'; "
          "0069:5 'mediocre, grande & excellente', the least"},
         {"great",
          "0097:14-0098:8 'Apres avoir gaigné ou vaincu le Roy ... faudra encore triompher au camp de "
          "l'aduersaire'"},
         {"greatest",
          "0047:34-35 'la maſſima ... che finiſce il giuoco' (0051:32-36: after the grande and maggiore)"}}}},
      {"camp-depth",
       {{{"5",
          "003:170 'the first five ranks (although Fulke notes some use six)' (Fulke's first-kind triumph is "
          "lost)"},
         {"5", "003:170"},
         {"5", "003:170"},
         {"6", "000:1:10680 'his rearmost six rowes'; 001:95"},
         {"5", "003:170 'the first five ranks of the board'"},
         {"8",
          "0081:11 the triumph in 'ledit camp de l'ennemy' or 'au tien': the board is two camps (the depth "
          "is not given; half the board's sixteen ranks)"},
         {"8", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"8",
          "silent in Barozzi; 0011:15-16 'come se fussero coniunti dui scachieri' (half the board, as "
          "boissiere)"}}}},
      {"common-needs-king",
       {{{"no", "002:858 'divers kyndes of shorte victories' (no king condition)"},
         {"no", "002:858"},
         {"no", "002:858"},
         {"no", "001:109 'they do not require capture of the King'"},
         {"yes",
          "003:166 'it is also necessary to capture the opponent's pyramid before one can win in any of "
          "these cases'"},
         {"no", "0062:13-20 (the common victories set no king condition)"},
         {"yes",
          "0097:14 'Apres avoir gaigné ou vaincu le Roy ou pyramide toutesfois avant qu'avoir victoire'"},
         {"no", "0053:11-0054:5 (the seven rough victories set no king condition)"}}}},
      {"proper-needs-king",
       {{{"yes",
          "001:95 'In all cases, you must first capture your opponent's King' (Fulke's first-kind triumph is "
          "lost)"},
         {"yes", "002:812 'The triumph is after the Kynge be cleane taken away'"},
         {"yes", "002:812 'The triumph is after the Kynge be cleane taken away'"},
         {"yes", "001:95 'In all cases, you must first capture your opponent's King'"},
         {"yes", "003:166 'it is also necessary to capture the opponent's pyramid before one can win'"},
         {"no",
          "0069:9, 0073:11, 0076:29 (the proper victories set no king condition; the other way does, "
          "0097:14)"},
         {"yes", "0097:14 'Apres avoir gaigné ou vaincu le Roy ou pyramide'"},
         {"no", "0040:25-29, 0043:33, 0046:26 (no king condition); as boissiere"}}}},
      {"blockade-wins",
       {{{"no", "002:858-901 (no victory by blockade among the victories)"},
         {"no", "002:858-901"},
         {"no", "002:858-901"},
         {"no", "001:93-119 (no victory by blockade)"},
         {"no", "003:162-194 (no victory by blockade)"},
         {"no", "silent in Boissière (0061-0081 name no victory by blockade)"},
         {"no", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"no", "silent in Barozzi (0039-0054 name no victory by blockade); as boissiere"}}}},
      {"standards-king",
       {{{"total",
          "002:876 'conteyneth .1312. footemen (not compting the rootes of squares expressed in the "
          "kynges)'"},
         {"total", "002:876 (the victory of standards is the same in every kind, 002:901)"},
         {"total", "002:876"},
         {"total", "du Coeur gives no victory of standards; 002:876"},
         {"total",
          "003:247 'the black pieces, not counting the Pyramid, is 1752' (1752 and 1312 hold only with the "
          "kings' totals in)"},
         {"total",
          "0066:28-30 '1312 poincts (il en fault oster les Racines qui sont specifiées en la pyramide)'"},
         {"total", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"total", "silent in Barozzi: no victory of standards (0053:11-0054:5)"}}}},
      {"arrangement",
       {{{"line-or-square",
          "Fulke's first-kind triumph is lost; 001:99 'a connected line', 001:101 'they may instead make a "
          "square'"},
         {"anywhere", "002:812 'to be create in the adversaries campe' (no figure given)"},
         {"anywhere", "002:858 refers to the first kind; 002:812"},
         {"line-or-square", "001:99; 001:101; 000:1:11346 'as the corners of a square of .3. by .3.'"},
         {"anywhere", "003:190 'are placed in the opponent's area'"},
         {"anywhere",
          "0069:9 'constituer au camp de son ennemy trois tables'; 0073:11 (no figure asked of the mediocre "
          "and the grande; the excellente's, 0077:7, is not a parameter)"},
         {"line-or-square",
          "0098:12-17 'en quatre loges de mesme coleur en quarreure ... trois tables d'vne rengée'"},
         {"line-or-square",
          "0052:7 'in caselle seguenti una dietro l'altra' of the enemy's colour (the nearest value)"}}}},
      {"triumph-enemy-men",
       {{{"no",
          "silent in Fulke's first kind (its triumph is lost); the men are the victor's own, as every kind"},
         {"no",
          "002:812 'to be create in the adversaries campe' (the victor's men; silent on the adversary's)"},
         {"no", "002:858 refers to the first kind; 002:812"},
         {"no", "silent in du Coeur (001:99 the victor's men in 'a connected line')"},
         {"no", "silent in Savard (003:190 the victor's men 'placed in the opponent's area')"},
         {"no",
          "0069:9 'constituer au camp de son ennemy trois tables' (his own; silent on the adversary's)"},
         {"no", "silent in the other way (0098:12-17); as his first"},
         {"yes",
          "0051:41-42 'bisogna far le uittorie più che si puo con li pezzi dell'auuersario che sono in "
          "giuoco'"}}}},
      {"geometric-four",
       {{{"either",
          "003:196 Fulke's tables show geometric proportion 'with two pairs of numbers that are in the same "
          "ratio'"},
         {"either", "003:196"},
         {"either", "003:196"},
         {"progression",
          "000:1:11066 'foure men instead of three, and these foure muste form two of the Proportions' "
          "(three numbers each, 000)"},
         {"either", "003:196"},
         {"either", "0074:10 '2 3 4 8 | 2 3 4 | 2 4 8'; 0077:14 '2 3 4 6 | 2 4 6 | 2 3 6' (2:3 = 4:6)"},
         {"either", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"either",
          "0047:10 '2 3 4 6 | 2 4 6 | 2 3 6' (2:3 = 4:6); 0047:14 '... | 4 6 9' (in progression)"}}}},
      {"two",
       {{{"at-least", "002:812 'foure numbers, and two proportions at the lest'"},
         {"at-least", "002:812"},
         {"at-least", "002:812"},
         {"exactly", "001:101 'any two of the proportions'; all three is the greatest (001:103)"},
         {"exactly", "003:192 'another three of which are in one of the two other of those progressions'"},
         {"at-least", "0084:6-7 'si toutes trois y sont contenues, tu ne peux faillir à y trouuer les deux'"},
         {"at-least", "as the first way: 0085:30-31 'Les tables & tablier ne different'"},
         {"at-least",
          "0043:33 'due proportioni delle 3'; yet 0044:16 prints 3 4 6 9, all three (read otherwise: "
          "exactly)"}}}},
  };
  return r;
}

std::vector<Preset> make_presets() {
  std::vector<Preset> out;
  for (std::size_t i = 0; i < kPresetNames.size(); ++i) {
    Preset p{kPresetNames[i], kPresetTitles[i], {}, kPresetOfABook[i], kPresetNear[i]};
    for (const auto& row : rows())
      p.values.push_back({row.parameter, row.values[i].first, row.values[i].second});
    out.push_back(std::move(p));
  }
  return out;
}

std::string_view digits_of(std::string_view s, std::string_view key, std::string_view text) {
  if (s.substr(0, key.size()) != key || s.size() == key.size()) {
    throw RulesError("bad victory '" + std::string(text) + "': expected " + std::string(key) + "N");
  }
  return s.substr(key.size());
}

// The field of a victory that holds a term.
template <class V>
auto& term_of(V& v, Term term) {
  switch (term) {
    case Term::Men:
      return v.men;
    case Term::Sum:
      return v.sum;
    case Term::Characters:
      return v.characters;
    case Term::Standards:
      break;
  }
  return v.standards;
}

int victory_number(std::string_view digits, std::string_view text) {
  const auto x = read_count(digits, 100000);
  if (!x || *x < 1) {
    throw RulesError("bad victory '" + std::string(text) + "': '" + std::string(digits) +
                     "' is not an integer 1-100000");
  }
  return static_cast<int>(*x);
}

}  // namespace

Victory parse_victory(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == ',')) ++i;
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ' && text[j] != ',') ++j;
    if (j > i) words.push_back(text.substr(i, j - i));
    i = j;
  }
  if (words.empty())
    throw RulesError("bad victory '': expected a goal (valid: " + join(kGoalNames.names(), ", ") + ")");
  Victory v;
  const auto goal = kGoalNames.parse(words[0]);
  if (!goal) {
    throw RulesError("bad value '" + std::string(words[0]) +
                     "' for victory (valid: " + join(kGoalNames.names(), ", ") + ")");
  }
  v.goal = *goal;
  const std::vector<Term>& keys = terms(v.goal);
  if (words.size() != keys.size() + 1) {
    std::string want = std::string(words[0]);
    for (Term k : keys) want += " " + std::string(name(k)) + "=N";
    throw RulesError("bad victory '" + std::string(text) + "': expected '" + want + "'");
  }
  for (std::size_t k = 0; k < keys.size(); ++k) {
    term_of(v, keys[k]) =
        victory_number(digits_of(words[k + 1], std::string(name(keys[k])) + "=", text), text);
  }
  return v;
}

std::string format_victory(const Victory& v) {
  std::string s(name(v.goal));
  for (Term k : terms(v.goal)) s += " " + std::string(name(k)) + "=" + std::to_string(term_of(v, k));
  return s;
}

TriumphOptions triumph_options(const Rules& rules) {
  TriumphOptions t;
  t.geometric_four = rules.triumph_geometric_four;
  t.two_kinds = rules.triumph_two;
  return t;
}

int kind_number(ArrayKind array) {
  switch (array) {
    case ArrayKind::FirstKind:
      return 1;
    case ArrayKind::SecondKind:
      return 2;
    case ArrayKind::ThirdKind:
      return 3;
    case ArrayKind::Boissiere:
      return 1;  // drawn as Fulke's first kind, who follows him: four ranks, the even above
  }
  return 1;
}

int array_depth(ArrayKind array) { return static_cast<int>(fulke_ranks(kind_number(array))); }

void validate(const Rules& rules) {
  if (rules.flight_takes_numbers && !rules.flying_besieges) {
    throw RulesError("flight-takes-numbers=yes asks a flight to take, and flying-besieges=no forbids it");
  }
  if (2 * rules.camp_depth > rules.board.ranks) {
    throw RulesError("camp-depth " + std::to_string(rules.camp_depth) + " is more than half the board's " +
                     std::to_string(rules.board.ranks) + " ranks");
  }
}

void validate_array(const Rules& rules) {
  validate(rules);
  const int depth = array_depth(rules.array);
  if (rules.board.files < 8) {
    throw RulesError("board " + format_board_size(rules.board) + " is narrower than the arrays (8 files)");
  }
  if (2 * (rules.array_offset + depth) > rules.board.ranks) {
    throw RulesError("board " + format_board_size(rules.board) + " is too short for two arrays of " +
                     std::to_string(depth) + " ranks with array-offset " +
                     std::to_string(rules.array_offset) + " (needs " +
                     std::to_string(2 * (rules.array_offset + depth)) + " ranks)");
  }
}

const std::vector<Parameter>& parameters() {
  // The source of each default: a reading's is its entry's in the one table of readings;
  // the rules' own defaults are Fulke's first kind (preset fulke-1).
  static const std::vector<Parameter> v = [] {
    std::vector<Parameter> out = specs();
    for (auto& p : out) {
      if (is_reading(p.name)) continue;
      for (const auto& row : rows()) {
        if (row.parameter == p.name) p.source = std::string(row.values[0].second);
      }
    }
    return out;
  }();
  return v;
}

std::string_view name(PlayPart part) {
  switch (part) {
    case PlayPart::Board:
      return "The board and the array";
    case PlayPart::Moves:
      return "Moves";
    case PlayPart::Captures:
      return "Captures";
    case PlayPart::Victory:
      return "Victory";
  }
  return "?";
}

PlayPart part_of_play(std::string_view name) { return find_param(name).part; }

std::string get_parameter(const Rules& rules, std::string_view name) { return find_param(name).get(rules); }

void set_parameter(Rules& rules, std::string_view name, std::string_view value) {
  const Param& p = find_param(name);
  if (auto why = invalid(p.spec, value)) throw RulesError(*why);
  p.set(rules, value);
}

void set_parameter(Rules& rules, std::string_view assignment) {
  const auto eq = assignment.find('=');
  if (eq == std::string_view::npos) {
    throw RulesError("bad setting '" + std::string(assignment) +
                     "' (expected NAME=VALUE, e.g. oblivion-edge=yes)");
  }
  set_parameter(rules, assignment.substr(0, eq), assignment.substr(eq + 1));
}

void set_board(Rules& rules, BoardSize size) {
  rules.board = size;
  if (size.ranks < 16) rules.array_offset = 0;
  if (2 * rules.camp_depth > size.ranks) rules.camp_depth = size.ranks / 2;
}

const std::vector<Preset>& presets() {
  static const std::vector<Preset> p = make_presets();
  return p;
}

std::vector<std::string> preset_names() { return {kPresetNames.begin(), kPresetNames.end()}; }

const Preset* find_preset(std::string_view name) {
  for (const auto& p : presets()) {
    if (p.name == name) return &p;
  }
  return nullptr;
}

std::vector<PresetValue> differing_values(const Preset& preset, const Preset& base) {
  std::vector<PresetValue> out;
  for (const PresetValue& v : preset.values) {
    const auto b = std::find_if(base.values.begin(), base.values.end(),
                                [&](const PresetValue& x) { return x.parameter == v.parameter; });
    if (b == base.values.end() || b->value != v.value) out.push_back(v);
  }
  return out;
}

Rules preset_rules(std::string_view name) {
  for (const auto& p : presets()) {
    if (p.name != name) continue;
    Rules r;
    for (const auto& v : p.values) set_parameter(r, v.parameter, v.value);
    validate_array(r);
    return r;
  }
  std::vector<std::string_view> names(kPresetNames.begin(), kPresetNames.end());
  throw RulesError("unknown preset '" + std::string(name) + "' (valid: " + join(names, ", ") + ")");
}

}  // namespace rithmo::play
