"""A small QR code encoder (ISO/IEC 18004, model 2) for the pairing codes, drawn on the
canvas: alphanumeric or byte mode, error correction level M (a code shown on a screen and
read by a camera survives glare), versions 1 to 10 (up to 311 alphanumeric characters;
a pairing code is about a hundred). The algorithm follows Project Nayuki's reference
encoder (MIT): function patterns, data and Reed-Solomon codewords interleaved in blocks,
the mask with the lowest penalty, format and version bits.
"""

from __future__ import annotations

from kingmakers.ui.kit.canvas import Canvas
from kingmakers.ui.kit.regions import Rect

ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
MAX_VERSION = 10
#: Level M, by version: error correction codewords per block, and blocks.
ECC_PER_BLOCK = (0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26)
BLOCKS = (0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5)
#: Level M's two format bits.
LEVEL_M = 0
#: Modules of white around a code, as the standard asks.
QUIET_ZONE = 4


class QrCode:
    """The modules of one QR code: ``dark[y][x]``, ``size`` on a side."""

    def __init__(self, text: str) -> None:
        alphanumeric = all(char in ALPHANUMERIC for char in text)
        data = text if alphanumeric else text.encode("utf-8")
        for version in range(1, MAX_VERSION + 1):
            bits = _segment_bits(data, alphanumeric, version)
            if len(bits) <= _data_codewords(version) * 8:
                break
        else:
            raise ValueError(f"too long for a QR code of version {MAX_VERSION}: {len(text)}")
        self.version = version
        self.size = version * 4 + 17
        self.dark = [[False] * self.size for _ in range(self.size)]
        self.fixed = [[False] * self.size for _ in range(self.size)]
        self._draw_function_patterns()
        self._draw_codewords(_with_ecc(_padded(bits, _data_codewords(version)), version))
        self.mask = min(range(8), key=self._penalty_with)
        self._apply_mask(self.mask)
        self._draw_format_bits(self.mask)

    # -- function patterns ---------------------------------------------------------------
    def _set(self, x: int, y: int, dark: bool) -> None:
        self.dark[y][x] = dark
        self.fixed[y][x] = True

    def _draw_function_patterns(self) -> None:
        size = self.size
        for i in range(size):
            self._set(6, i, i % 2 == 0)
            self._set(i, 6, i % 2 == 0)
        for x, y in ((3, 3), (size - 4, 3), (3, size - 4)):
            for dy in range(-4, 5):
                for dx in range(-4, 5):
                    if 0 <= x + dx < size and 0 <= y + dy < size:
                        self._set(x + dx, y + dy, max(abs(dx), abs(dy)) not in (2, 4))
        places = _alignment_positions(self.version)
        last = len(places) - 1
        for i, x in enumerate(places):
            for j, y in enumerate(places):
                if (i, j) in ((0, 0), (0, last), (last, 0)):
                    continue  # under a finder pattern
                for dy in range(-2, 3):
                    for dx in range(-2, 3):
                        self._set(x + dx, y + dy, max(abs(dx), abs(dy)) != 1)
        self._draw_format_bits(0)  # reserved now, written once the mask is chosen
        if self.version >= 7:
            remainder = self.version
            for _ in range(12):
                remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25)
            bits = self.version << 12 | remainder
            for i in range(18):
                dark = (bits >> i) & 1 == 1
                a, b = size - 11 + i % 3, i // 3
                self._set(a, b, dark)
                self._set(b, a, dark)

    def _draw_format_bits(self, mask: int) -> None:
        data = LEVEL_M << 3 | mask
        remainder = data
        for _ in range(10):
            remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537)
        bits = (data << 10 | remainder) ^ 0x5412
        bit = [(bits >> i) & 1 == 1 for i in range(15)]
        size = self.size
        for i in range(6):
            self._set(8, i, bit[i])
        self._set(8, 7, bit[6])
        self._set(8, 8, bit[7])
        self._set(7, 8, bit[8])
        for i in range(9, 15):
            self._set(14 - i, 8, bit[i])
        for i in range(8):
            self._set(size - 1 - i, 8, bit[i])
        for i in range(8, 15):
            self._set(8, size - 15 + i, bit[i])
        self._set(8, size - 8, True)

    # -- data ------------------------------------------------------------------------------
    def _draw_codewords(self, codewords: list[int]) -> None:
        """The codewords' bits in the zigzag of two-module columns, right to left."""
        size, at, total = self.size, 0, len(codewords) * 8
        right = size - 1
        while right >= 1:
            if right == 6:
                right = 5  # the vertical timing pattern's column is skipped
            upward = (right + 1) & 2 == 0
            for vertical in range(size):
                y = size - 1 - vertical if upward else vertical
                for x in (right, right - 1):
                    if not self.fixed[y][x] and at < total:
                        self.dark[y][x] = (codewords[at >> 3] >> (7 - (at & 7))) & 1 == 1
                        at += 1
            right -= 2

    def _apply_mask(self, mask: int) -> None:
        test = MASKS[mask]
        for y in range(self.size):
            for x in range(self.size):
                if not self.fixed[y][x] and test(x, y):
                    self.dark[y][x] = not self.dark[y][x]

    def _penalty_with(self, mask: int) -> int:
        self._apply_mask(mask)
        self._draw_format_bits(mask)
        score = _penalty(self.dark)
        self._apply_mask(mask)  # a mask undoes itself
        return score


MASKS = (
    lambda x, y: (x + y) % 2 == 0,
    lambda x, y: y % 2 == 0,
    lambda x, y: x % 3 == 0,
    lambda x, y: (x + y) % 3 == 0,
    lambda x, y: (x // 3 + y // 2) % 2 == 0,
    lambda x, y: x * y % 2 + x * y % 3 == 0,
    lambda x, y: (x * y % 2 + x * y % 3) % 2 == 0,
    lambda x, y: ((x + y) % 2 + x * y % 3) % 2 == 0,
)
#: Rule 3's patterns: a finder-like run with four light modules on one side.
FINDER_LIKE = ("10111010000", "00001011101")


def _penalty(dark: list[list[bool]]) -> int:
    """The standard's penalty: runs of one colour, 2x2 blocks, finder-like patterns and
    the balance of dark and light."""
    size = len(dark)
    lines = ["".join("1" if cell else "0" for cell in row) for row in dark]
    lines += ["".join(lines[y][x] for y in range(size)) for x in range(size)]
    score = 0
    for line in lines:
        run = 1
        for previous, cell in zip(line, line[1:], strict=False):
            if cell == previous:
                run += 1
                continue
            score += run - 2 if run >= 5 else 0
            run = 1
        score += run - 2 if run >= 5 else 0
        score += 40 * sum(line.count(pattern) for pattern in FINDER_LIKE)
    for y in range(size - 1):
        for x in range(size - 1):
            if dark[y][x] == dark[y][x + 1] == dark[y + 1][x] == dark[y + 1][x + 1]:
                score += 3
    darks = sum(row.count(True) for row in dark)
    total = size * size
    score += 10 * ((abs(darks * 20 - total * 10) + total - 1) // total - 1)
    return score


def _alignment_positions(version: int) -> list[int]:
    if version == 1:
        return []
    count = version // 7 + 2
    step = (version * 8 + count * 3 + 5) // (count * 4 - 4) * 2
    size = version * 4 + 17
    return [6, *reversed([size - 7 - i * step for i in range(count - 1)])]


def _raw_modules(version: int) -> int:
    """Modules left for data and error correction in a code of ``version``."""
    result = (16 * version + 128) * version + 64
    if version >= 2:
        count = version // 7 + 2
        result -= (25 * count - 10) * count - 55
        if version >= 7:
            result -= 36
    return result


def _data_codewords(version: int) -> int:
    return _raw_modules(version) // 8 - ECC_PER_BLOCK[version] * BLOCKS[version]


def _segment_bits(data, alphanumeric: bool, version: int) -> list[int]:
    """One segment: its mode, its count and its data, as bits."""
    bits: list[int] = []

    def put(value: int, length: int) -> None:
        bits.extend((value >> i) & 1 for i in reversed(range(length)))

    if alphanumeric:
        put(0b0010, 4)
        put(len(data), 9 if version < 10 else 11)
        for at in range(0, len(data) - 1, 2):
            put(ALPHANUMERIC.index(data[at]) * 45 + ALPHANUMERIC.index(data[at + 1]), 11)
        if len(data) % 2:
            put(ALPHANUMERIC.index(data[-1]), 6)
    else:
        put(0b0100, 4)
        put(len(data), 8 if version < 10 else 16)
        for byte in data:
            put(byte, 8)
    return bits


def _padded(bits: list[int], codewords: int) -> list[int]:
    """The data codewords: the bits, a terminator, padding to a byte, pad bytes."""
    bits = bits + [0] * min(4, codewords * 8 - len(bits))
    bits += [0] * (-len(bits) % 8)
    data = [int("".join(map(str, bits[at : at + 8])), 2) for at in range(0, len(bits), 8)]
    pads = (0xEC, 0x11)
    return data + [pads[i % 2] for i in range(codewords - len(data))]


def _multiply(x: int, y: int) -> int:
    """Product in GF(256) modulo x^8 + x^4 + x^3 + x^2 + 1."""
    z = 0
    for i in reversed(range(8)):
        z = (z << 1) ^ ((z >> 7) * 0x11D)
        z ^= ((y >> i) & 1) * x
    return z


def _divisor(degree: int) -> list[int]:
    result = [0] * (degree - 1) + [1]
    root = 1
    for _ in range(degree):
        for j in range(degree):
            result[j] = _multiply(result[j], root)
            if j + 1 < degree:
                result[j] ^= result[j + 1]
        root = _multiply(root, 0x02)
    return result


def _remainder(data: list[int], divisor: list[int]) -> list[int]:
    result = [0] * len(divisor)
    for byte in data:
        factor = byte ^ result.pop(0)
        result.append(0)
        for i, coefficient in enumerate(divisor):
            result[i] ^= _multiply(coefficient, factor)
    return result


def _with_ecc(data: list[int], version: int) -> list[int]:
    """The data split into blocks, each with its error correction, interleaved."""
    blocks, ecc = BLOCKS[version], ECC_PER_BLOCK[version]
    raw = _raw_modules(version) // 8
    short_blocks, short_length = blocks - raw % blocks, raw // blocks
    divisor = _divisor(ecc)
    made, at = [], 0
    for i in range(blocks):
        length = short_length - ecc + (0 if i < short_blocks else 1)
        block = data[at : at + length]
        at += length
        corrections = _remainder(block, divisor)
        if i < short_blocks:
            block = [*block, 0]  # a place keeper, left out when interleaving
        made.append(block + corrections)
    result = []
    for i in range(len(made[0])):
        for j, block in enumerate(made):
            if i != short_length - ecc or j >= short_blocks:
                result.append(block[i])
    return result


def draw_qr(canvas: Canvas, code: QrCode, box: Rect, dark: str, light: str) -> Rect:
    """``code`` as large as fits in ``box`` (a whole number of pixels per module where it
    can), centred, on a light square with its quiet zone; the square drawn."""
    modules = code.size + 2 * QUIET_ZONE
    side = min(box.w, box.h)
    module = max(int(side / modules), 1) if side >= modules else side / modules
    width = module * modules
    x0, y0 = box.x + (box.w - width) / 2, box.y + (box.h - width) / 2
    canvas.fill_rect(x0, y0, width, width, light)
    for y, row in enumerate(code.dark):
        x = 0
        while x < code.size:
            if not row[x]:
                x += 1
                continue
            start = x
            while x < code.size and row[x]:
                x += 1
            left = x0 + (QUIET_ZONE + start) * module
            top = y0 + (QUIET_ZONE + y) * module
            canvas.fill_rect(left, top, (x - start) * module, module, dark)
    return Rect(x0, y0, width, width)
