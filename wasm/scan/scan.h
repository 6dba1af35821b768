// Reading a real cube from measured sticker colours (a camera, a photo): the colour
// decision. Light is adapted to (white balance from the white stickers, brightness
// removed per sticker, so dim faces and gradients do not matter), colours are
// compared in CIELAB with the 3x3x3's centres (the 2x2x2's clusters of four) as
// references, and the piece structure decides: the answer is the valid cube the
// measurements make most likely, so a sticker the pixels leave ambiguous (red or
// orange under warm light, white or yellow, a sticker under glare) is settled by the
// pieces around it. When the nearest valid cube needs stickers that clearly read as
// another colour, the scan refuses and names them.
#pragma once
#include <string>
#include <vector>

#include "colour_space.h"
#include "core/message.h"
#include "core/puzzle.h"

namespace cube::scan {

struct ScanProblem {
  int sticker = -1;  // facelet index, -1 for the whole reading
  std::string message;
  Message text;  // `message` as a code and its parameters (message_catalog.cpp)

  ScanProblem(int sticker, Message m) : sticker(sticker), message(m.english()), text(std::move(m)) {}
};

struct ScanResult {
  std::string facelets;            // the state in face letters (valid); empty when refused
  std::string nearest;             // the most likely valid cube, also when refused
  std::vector<double> confidence;  // per sticker, 0..1: how strongly its own colour says so
  std::vector<ScanProblem> problems;
  bool ok() const { return !facelets.empty(); }
};

// rgb: one measured sRGB colour (0..255 per channel) per sticker, in the facelet order
// (U R F D L B, each face row by row on the net): 54 for the 3x3x3, 24 for the 2x2x2.
ScanResult scan_colours(Puzzle p, const std::vector<Vec3>& rgb);

// "sticker 23 (F face, row 3, column 2)".
std::string sticker_name(Puzzle p, int index);
Message sticker_text(Puzzle p, int index);

}  // namespace cube::scan
