"""The pairing code: what one device's WebRTC description needs the other to know, packed
into a few dozen bytes and written as base32 text (QR alphanumeric mode takes it whole).

A full SDP is 2–3 KB; a data channel needs only the ICE ufrag and password, the DTLS
fingerprint (SHA-256, 32 bytes) and the host candidates. Everything else is the same in
every description, so :func:`minimal_sdp` writes it back for ``setRemoteDescription``.

Layout: a byte (format version and whether it is the offer or the answer), the ufrag and
the password (each a length byte and its ICE characters at 6 bits each), the fingerprint,
a count of candidates and each one (a kind byte, then 4 bytes of IPv4 or the 16 bytes of
an mDNS ``uuid.local`` name, then the port), and a 16-bit check (CRC) so a mistyped code
is refused rather than tried.
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass

VERSION = 1
OFFER, ANSWER = 0, 1
IPV4, MDNS = 0, 1
#: The characters ICE allows in a ufrag or a password (RFC 8839 ice-char), 6 bits each.
ICE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
#: Candidates kept in a code: a device has one or two interfaces on a home network.
MAX_CANDIDATES = 4
#: The SCTP port every browser offers a data channel on.
SCTP_PORT = 5000


class PairingError(ValueError):
    """A pairing code or a description that cannot be used."""


@dataclass(frozen=True)
class Candidate:
    """A host candidate: an IPv4 address or an mDNS name, and a UDP port."""

    address: str
    port: int


@dataclass(frozen=True)
class Pairing:
    """What the other device must know of this one's description."""

    answer: bool
    ufrag: str
    pwd: str
    fingerprint: bytes
    candidates: tuple[Candidate, ...]


# -- from a browser's description -----------------------------------------------------------


def from_sdp(sdp: str, answer: bool) -> Pairing:
    """The fields of a browser's full description (after ICE gathering completed); only
    UDP host candidates of the first component, IPv4 or mDNS, at most four."""
    ufrag = _attribute(sdp, "ice-ufrag")
    pwd = _attribute(sdp, "ice-pwd")
    found = re.search(r"^a=fingerprint:sha-256 ([0-9A-Fa-f:]+)\s*$", sdp, re.M)
    if found is None:
        raise PairingError("no SHA-256 fingerprint")
    fingerprint = bytes.fromhex(found.group(1).replace(":", ""))
    candidates = []
    for line in re.findall(r"^a=candidate:(.*?)\s*$", sdp, re.M):
        parts = line.split()
        if len(parts) < 8 or parts[1] != "1" or parts[2].lower() != "udp" or parts[7] != "host":
            continue
        candidate = Candidate(parts[4], int(parts[5]))
        if _kind(candidate.address) is not None and candidate not in candidates:
            candidates.append(candidate)
    if not candidates:
        raise PairingError("no host candidate")
    return Pairing(answer, ufrag, pwd, fingerprint, tuple(candidates[:MAX_CANDIDATES]))


def _attribute(sdp: str, name: str) -> str:
    found = re.search(rf"^a={name}:(\S+)\s*$", sdp, re.M)
    if found is None:
        raise PairingError(f"no {name}")
    return found.group(1)


#: An mDNS candidate's name: a random UUID and ``.local``.
MDNS_NAME = re.compile(
    r"([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local"
)
#: A dotted IPv4 address.
IPV4_ADDRESS = re.compile(r"(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})")


def _kind(address: str) -> int | None:
    """IPV4, MDNS, or None for what a code does not carry (IPv6, other names)."""
    if MDNS_NAME.fullmatch(address.lower()):
        return MDNS
    found = IPV4_ADDRESS.fullmatch(address)
    if found and all(int(part) <= 255 for part in found.groups()):
        return IPV4
    return None


def _address_bytes(address: str) -> bytes:
    """The bytes of a candidate's address (its kind known)."""
    if _kind(address) == MDNS:
        return bytes.fromhex("".join(MDNS_NAME.fullmatch(address.lower()).groups()))
    return bytes(int(part) for part in address.split("."))


def _address_text(kind: int, raw: bytes) -> str:
    if kind == IPV4:
        return ".".join(str(byte) for byte in raw)
    hexed = raw.hex()
    return f"{hexed[:8]}-{hexed[8:12]}-{hexed[12:16]}-{hexed[16:20]}-{hexed[20:]}.local"


# -- packing ---------------------------------------------------------------------------------


def pack(pairing: Pairing) -> bytes:
    """The pairing as bytes (see the module)."""
    if len(pairing.fingerprint) != 32:
        raise PairingError("the fingerprint is not SHA-256")
    out = bytearray([VERSION << 1 | (ANSWER if pairing.answer else OFFER)])
    out += _pack_ice(pairing.ufrag) + _pack_ice(pairing.pwd) + pairing.fingerprint
    out.append(len(pairing.candidates))
    for candidate in pairing.candidates:
        kind = _kind(candidate.address)
        if kind is None:
            raise PairingError(f"a candidate a code cannot carry: {candidate.address}")
        raw = _address_bytes(candidate.address)
        out += bytes([kind]) + raw + candidate.port.to_bytes(2, "big")
    return bytes(out) + binascii.crc_hqx(bytes(out), 0).to_bytes(2, "big")


def _pack_ice(text: str) -> bytes:
    if not 0 < len(text) <= 255 or any(char not in ICE_CHARS for char in text):
        raise PairingError("an ICE ufrag or password a code cannot carry")
    bits = 0
    for char in text:
        bits = bits << 6 | ICE_CHARS.index(char)
    size = (len(text) * 6 + 7) // 8
    return bytes([len(text)]) + (bits << (size * 8 - len(text) * 6)).to_bytes(size, "big")


def unpack(data: bytes) -> Pairing:
    """The pairing :func:`pack` wrote; PairingError for anything else."""
    if len(data) < 3 or binascii.crc_hqx(data[:-2], 0).to_bytes(2, "big") != data[-2:]:
        raise PairingError("the code is damaged")
    reader = _Reader(data[:-2])
    head = reader.take(1)[0]
    if head >> 1 != VERSION:
        raise PairingError("a code from another version")
    ufrag, pwd = reader.ice(), reader.ice()
    fingerprint = reader.take(32)
    candidates = []
    for _ in range(reader.take(1)[0]):
        kind = reader.take(1)[0]
        if kind not in (IPV4, MDNS):
            raise PairingError("an unknown kind of candidate")
        address = _address_text(kind, reader.take(4 if kind == IPV4 else 16))
        candidates.append(Candidate(address, int.from_bytes(reader.take(2), "big")))
    if not reader.done() or not candidates:
        raise PairingError("the code is damaged")
    return Pairing(bool(head & 1), ufrag, pwd, fingerprint, tuple(candidates))


class _Reader:
    def __init__(self, data: bytes):
        self.data, self.at = data, 0

    def take(self, count: int) -> bytes:
        if self.at + count > len(self.data):
            raise PairingError("the code is cut short")
        self.at += count
        return self.data[self.at - count : self.at]

    def ice(self) -> str:
        length = self.take(1)[0]
        size = (length * 6 + 7) // 8
        bits = int.from_bytes(self.take(size), "big") >> (size * 8 - length * 6)
        chars = [ICE_CHARS[(bits >> (6 * (length - 1 - i))) & 63] for i in range(length)]
        return "".join(chars)

    def done(self) -> bool:
        return self.at == len(self.data)


# -- as text ---------------------------------------------------------------------------------


def to_text(pairing: Pairing) -> str:
    """The code as upper-case base32 without padding (QR alphanumeric characters only)."""
    return base64.b32encode(pack(pairing)).decode("ascii").rstrip("=")


def from_text(text: str) -> Pairing:
    """The pairing in a pasted or scanned code; spaces, dashes and case are forgiven."""
    cleaned = re.sub(r"[\s-]", "", text).upper()
    if not cleaned or re.fullmatch(r"[A-Z2-7]+", cleaned) is None:
        raise PairingError("not a pairing code")
    try:
        data = base64.b32decode(cleaned + "=" * (-len(cleaned) % 8))
    except binascii.Error as error:
        raise PairingError("not a pairing code") from error
    return unpack(data)


# -- back to a description -------------------------------------------------------------------


def minimal_sdp(pairing: Pairing) -> str:
    """A data-channel-only description holding ``pairing``, for ``setRemoteDescription``
    (an offer offers both DTLS roles; an answer takes the client's, as browsers do)."""
    fingerprint = ":".join(f"{byte:02X}" for byte in pairing.fingerprint)
    lines = [
        "v=0",
        "o=- 1 2 IN IP4 127.0.0.1",
        "s=-",
        "t=0 0",
        "a=group:BUNDLE 0",
        "a=msid-semantic: WMS",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0",
        f"a=ice-ufrag:{pairing.ufrag}",
        f"a=ice-pwd:{pairing.pwd}",
        "a=ice-options:trickle",
        f"a=fingerprint:sha-256 {fingerprint}",
        f"a=setup:{'active' if pairing.answer else 'actpass'}",
        "a=mid:0",
        f"a=sctp-port:{SCTP_PORT}",
        "a=max-message-size:262144",
    ]
    for number, candidate in enumerate(pairing.candidates, start=1):
        priority = 2113937151 - number
        lines.append(
            f"a=candidate:{number} 1 udp {priority} {candidate.address} {candidate.port} typ host"
        )
    lines.append("a=end-of-candidates")
    return "\r\n".join(lines) + "\r\n"
