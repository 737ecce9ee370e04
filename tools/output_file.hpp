// The one way rithmo writes a file it was asked to write (`audit --output FILE`,
// `sheet --out DIR`).
//
// The text goes to a new temporary file with a unique name in the target's folder
// (".NAME.XXXXXX"), which is flushed to the disk (fsync) and then renamed over the
// target, so that the target is at every moment either the old file or the whole new
// one, and two runs writing one path never touch each other's temporary file.
//
// - A target that exists keeps its permissions (a file of mode 600 stays 600); a new
//   one gets 666 less the umask, as any other program's would.
// - A symbolic link is followed, deliberately: the file it points to is replaced and
//   the link stays a link. A link to nothing is refused.
// - A target that exists and is not a regular file (a folder, /dev/full, a FIFO) is
//   refused: rithmo never replaces a device or a folder with a file.
// - Every error names the target and gives the system's reason; the temporary file
//   is removed.
#pragma once

#include <string>

namespace rithmo::cli {

// Writes text to path as above. Throws UsageError "cannot write 'PATH': REASON".
void write_output_file(const std::string& path, const std::string& text);

}  // namespace rithmo::cli
