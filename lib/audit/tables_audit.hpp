// The audit of the transcribed tables (tables/*/datapackage.json): each table against
// the relation its descriptor names, the printed totals against the tables and the
// derivation, and the tables that state one relation in opposite directions against
// each other.
#pragma once

#include "audit/audit.hpp"
#include "audit/errata.hpp"
#include "audit/relations/relation.hpp"
#include "men/armies.hpp"
#include "tables/datapackage.hpp"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace rithmo {

struct AuditedTable {
  std::string package;     // the package's name, e.g. "fulke-1563"
  std::string book;        // the package's title: the book and the form it is read in
  std::string table;       // "fulke-1563/spaces-division-odd.csv", or two joined by " ~ "
  std::string title;       // the descriptor's title
  std::string provenance;  // e.g. "002_f663c2b935afea1e.txt lines 769-795"
  TableAudit audit;
  // The work the table witnesses and its siglum there, when the report links the
  // findings to the work's apparatus (link_apparatus); empty otherwise.
  std::string work, siglum;
};

struct AuditReport {
  std::vector<AuditedTable> tables;  // in the packages' order; cross-table entries after
                                     // the tables of their package
  std::string inputs_hash;           // SHA-256 of every descriptor and table read, with the
                                     // generator version: the report's stamp
  // The audit of every transcribed table (no selection): the report that is
  // reports/errata.md. False for a selection of tables or a user's own file.
  bool every_table = false;
  // The printers' own tables of errors (relation printers-errata), each checked both
  // ways against its book's tables (audit/errata.hpp), in the packages' order.
  std::vector<ErrataCheck> errata;
  std::size_t findings() const;
};

// The relation parameters a descriptor gives: every key of its relation object but
// "name"; a list of strings is joined by "+", a number or boolean is written as JSON.
RelationParams relation_params(const Resource& resource);

// How the table names the relation's columns: its header, with the descriptor's
// "columns" mapping (a table headed in its book's language).
ColumnOptions column_options(const Resource& resource);

// Checks that the audit can read every table of the package as its descriptor says,
// without auditing it: the relation exists and its readings are allowed (bind_relation,
// the one validation of relation parameters), and the table holds the relation's
// columns with numbers where the audit reads numbers (read_printed); a printed-totals
// table holds the columns table, what and value, the value a whole number. Throws
// DiagnosticError: at the resource in the descriptor for its relation, at the cell
// for its table.
void check_relations(const Package& package, const Armies& armies);

// Audits every table of the packages, or only those whose "package/file.csv" name is
// in `only` (when not empty; cross-table comparisons need both tables selected). The
// transcriber's notes (fields with role transcriber-note) are never read. Throws
// DiagnosticError for a table that cannot be read and, at the resource in the
// descriptor, for one that names an unknown relation or reading.
AuditReport audit_packages(const std::vector<Package>& packages, const Armies& armies,
                           const std::vector<std::string>& only = {}, const AuditOptions& options = {});

// Reads the packages under tables_dir and audits every table: the report, and the
// error thrown, of audit_packages(read_packages(tables_dir), armies, {}, options), a
// package's tables audited on the threads while the packages after it are read. The
// packages read are left in *packages when it is given. The relations bound for the
// audit are handed to *bindings when it is given (a process about to end need not
// free them), else freed while the report is gathered.
// Given a gate (the checks every command makes on a folder: collation/gate.hpp), it runs
// once every package is read, beside the gathering of the report, and what it throws is
// thrown before any error of the audit: a folder the gate refuses is refused as
// `rithmo tables check` refuses it.
using FolderGate = std::function<void(const std::vector<Package>&)>;
AuditReport audit_folder(const std::string& tables_dir, const Armies& armies,
                         const AuditOptions& options = {}, std::vector<Package>* packages = nullptr,
                         std::unique_ptr<BindCache>* bindings = nullptr, const FolderGate& gate = {});

}  // namespace rithmo
