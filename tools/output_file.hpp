// The one way rithmo writes the files it was asked to write (`audit --output FILE`,
// `audit --output-dir DIR`, `collate --output FILE`, `sheet --output-dir DIR`): nothing a user
// had is lost, and a failed run writes nothing.
//
// A regular file (or a new one) is replaced: the text goes to a new temporary file
// with a unique name in the target's folder (".NAME.XXXXXX"), which is flushed to the
// disk (fsync) and then renamed over the target, so that the target is at every
// moment either the old file or the whole new one, and two runs writing one path
// never touch each other's temporary file.
//
// - A file that is replaced keeps its mode (a file of mode 600 stays 600), its owner
//   and its group (the temporary file is given them, as root or when the user may);
//   a new one gets 666 less the umask, as any other program's would.
// - A target the user may not write is refused as the shell's `>` refuses it
//   ("Permission denied": a read-only file, another user's file), even where the
//   folder would let a rename replace it.
// - A file the temporary cannot stand in for is written in place (opened and
//   truncated, as the shell's `>` does): a file with more than one hard link, so that
//   every link sees the new text (a rename would leave the other links on the old
//   file without a word); another user's file the user may write, or a file of a
//   group the user is not in, so that it keeps its owner and group; a file in a folder
//   the user may not write. A write that fails there (a full disk) can leave such a
//   file half written: the price of keeping its links, owner and group.
// - A symbolic link is followed, deliberately: the file it points to is replaced and
//   the link stays a link. A link to nothing is refused.
// - "-" is standard output, and "/dev/stdout", "/dev/stderr", "/dev/fd/N" and
//   "/proc/self/fd/N" the descriptor they name, written to as the shell set it up
//   (`--output /dev/stdout >> log` adds to the log). Any other target that exists and
//   is not a regular file (a terminal, a FIFO, a character device such as /dev/null)
//   is opened and written to as a stream, never truncated nor replaced. A folder and a
//   block device are refused: rithmo never replaces a folder, nor writes over a disk.
// - No target may be a file the run reads (RunInputs): compared by device and inode,
//   so that a symbolic link, a hard link or another spelling of the path is caught.
//   Nor may a target stand in a folder the run reads from, or below it (the tables
//   folder: a report named datapackage.json would replace a descriptor).
// - A file whose folder does not exist is written into it: the folder is made (with
//   its missing parents, as `--output-dir DIR` makes its folder), and removed again when the
//   file is not written. One rule for every output.
// - Every error names the target and gives the reason; the temporary files are
//   removed.
//
// A set of files (write_output_files) is written whole or not at all: every target is
// checked, then every text written to its temporary file, and only then are the files
// to be written in place written, the temporary files all renamed into place, and the
// streams written last. Should a rename itself fail (a failing disk: renames within a
// folder fail for little else), the files renamed before it hold the new text and the
// others their old one, and the error names the file that failed.
#pragma once

#include "text/text_sink.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace rithmo::cli {

// The files a run reads (a table, a descriptor, standard input when it is a file), by
// device and inode: none of them may be written by the run.
class RunInputs {
 public:
  // Adds the file at path, following symbolic links. A path that names no file is
  // not added (reading it fails on its own).
  void add(const std::string& path);
  // Adds the file standard input reads, when it is one (`- < table.csv`).
  void add_standard_input();
  // Whether the file of that device and inode is an input.
  bool holds(std::uint64_t device, std::uint64_t inode) const;
  // Adds a folder the run reads from (the tables folder): no file may be written in it
  // or below it. A path that names no folder is not added.
  void add_folder(const std::string& path);
  // The folder read that `folder` is or lies within, by device and inode of it and its
  // parents (another spelling, a link to it are caught); empty when none.
  std::string read_folder_holding(const std::string& folder) const;

 private:
  std::vector<std::pair<std::uint64_t, std::uint64_t>> files_;
  std::vector<std::pair<std::pair<std::uint64_t, std::uint64_t>, std::string>> folders_;
};

// A file to write and its text, or the writer of its text: given a sink, `write` gives
// it the text in parts (text/text_sink.hpp), which go to the temporary file as they
// come, so that a long document is never held whole. The text written is the same
// whichever way; a file written in place or a stream is given it whole once it is
// made (write is called again for it).
struct OutputFile {
  OutputFile(std::string file, std::string file_text) : path(std::move(file)), text(std::move(file_text)) {}
  OutputFile(std::string file, std::function<void(const TextSink&)> writer)
      : path(std::move(file)), write(std::move(writer)) {}

  std::string path;
  std::string text;
  std::function<void(const TextSink&)> write;
};

// Checks every target as write_output_files does before it writes anything: throws
// UsageError "cannot write 'PATH': REASON" for the first that would be refused.
void check_output_files(const std::vector<OutputFile>& files, const RunInputs& inputs = {});

// Writes every file as above, all of them or none. Throws UsageError
// "cannot write 'PATH': REASON", "cannot write 'PATH': it is an input of this run",
// "cannot write 'PATH': named twice among the files this run writes", or
// OutputError when standard output ("-") cannot be written.
// `remove`: files of an earlier set that the new one does not have, unlinked with the
// renames (no stop signal between), so that the folder holds the old set or the new.
void write_output_files(const std::vector<OutputFile>& files, const RunInputs& inputs = {},
                        const std::vector<std::string>& remove = {});

// Makes the folder a set of files goes into (and its parents), as --output-dir and
// --output-dir name it. Throws UsageError "cannot make the folder 'DIR': REASON" (a
// symbolic link to nothing, a loop of links, a file in the way, no permission).
void make_output_folder(const std::string& folder);

// Checks the files, makes `folder` (make_output_folder) and writes them all or none;
// when the writing fails, a folder this call made is removed again (when empty): a
// failed run leaves no empty folder behind. The set's names are kept in the folder's
// kSetList; a rerun removes the files of the earlier set that the new one lacks (a work
// no longer printed by two books), never a file the set did not write.
inline constexpr const char* kSetList = ".rithmo-set";
void write_output_set(const std::string& folder, const std::vector<OutputFile>& files,
                      const RunInputs& inputs = {});

// Writes text to path as above.
void write_output_file(const std::string& path, const std::string& text, const RunInputs& inputs = {});

}  // namespace rithmo::cli
