#pragma once
// A tiny hand-made 5 x 7 bitmap font for the survey maps' numbers and legend (no font file
// to find and no library to link: a map is drawn the same everywhere). Digits, A-Z, a-z and
// the punctuation a kind name, a landblock id or a scale bar needs; any other character is
// drawn as '?'.
#include <string_view>

#include "survey/map_raster.h"

namespace sweeplab::app::survey {

inline constexpr int kGlyphWidth = 5, kGlyphHeight = 7, kGlyphAdvance = 6;

// The rows of a character's glyph, top first, bit 4 the leftmost column.
[[nodiscard]] const std::uint8_t* glyph_rows(char c);

// The width and height in pixels of `text` drawn at `scale` (each glyph pixel a
// scale x scale square), without the spacing after the last glyph.
[[nodiscard]] int text_width(std::string_view text, int scale);
[[nodiscard]] inline int text_height(int scale) {
    return kGlyphHeight * scale;
}

// Draws `text` with its top-left corner at (x, y).
void draw_text(Raster& r, int x, int y, std::string_view text, Rgb colour, int scale);
// The same over a one-pixel halo of `halo` (every glyph pixel's eight neighbours), to read
// on any background.
void draw_text_halo(Raster& r, int x, int y, std::string_view text, Rgb colour, Rgb halo,
                    int scale);

} // namespace sweeplab::app::survey
