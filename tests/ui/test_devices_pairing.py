"""The compact pairing code: what a browser's description holds, packed into a few dozen
bytes of base32 text and back, and the minimal description rebuilt from it."""

from __future__ import annotations

import pytest

from kingmakers.ui.devices.pairing import (
    Candidate,
    Pairing,
    PairingError,
    from_sdp,
    from_text,
    minimal_sdp,
    pack,
    to_text,
)

FINGERPRINT = bytes(range(200, 232))
#: The lines of a description Chromium gives after gathering, cut to what matters.
CHROMIUM_OFFER = "\r\n".join(
    [
        "v=0",
        "o=- 4611731400430051336 2 IN IP4 127.0.0.1",
        "s=-",
        "t=0 0",
        "a=group:BUNDLE 0",
        "m=application 40112 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 10.213.0.1",
        "a=candidate:3415 1 udp 2122260223 10.213.0.1 40112 typ host generation 0 network-id 1",
        "a=candidate:3416 1 udp 2122262783 fd00::1 40113 typ host generation 0 network-id 2",
        "a=candidate:9 1 tcp 1518280447 10.213.0.1 9 typ host tcptype active generation 0",
        "a=candidate:77 1 udp 2122260223 2b1e7c3a-9d4e-4c1f-8a55-0f6e2d9b1c44.local 51000 typ host",
        "a=ice-ufrag:Xy3/",
        "a=ice-pwd:abcdEFGH0123+/ijklMNOPqrs",
        "a=ice-options:trickle",
        "a=fingerprint:sha-256 " + ":".join(f"{b:02X}" for b in FINGERPRINT),
        "a=setup:actpass",
        "a=mid:0",
        "a=sctp-port:5000",
        "",
    ]
)


def test_a_browser_description_gives_its_fields_and_only_udp_host_candidates():
    pairing = from_sdp(CHROMIUM_OFFER, answer=False)
    assert pairing == Pairing(
        False,
        "Xy3/",
        "abcdEFGH0123+/ijklMNOPqrs",
        FINGERPRINT,
        (
            Candidate("10.213.0.1", 40112),
            Candidate("2b1e7c3a-9d4e-4c1f-8a55-0f6e2d9b1c44.local", 51000),
        ),
    )


@pytest.mark.parametrize("answer", [False, True])
def test_the_code_round_trips_as_text_of_qr_alphanumeric_characters(answer):
    pairing = from_sdp(CHROMIUM_OFFER, answer)
    text = to_text(pairing)
    assert set(text) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    assert from_text(text) == pairing
    assert from_text(" " + text.lower()[:10] + "\n" + text[10:] + " ") == pairing


def test_a_code_with_one_ipv4_candidate_is_well_under_100_bytes():
    pairing = Pairing(
        False, "Xy3a", "abcdEFGH0123+/ijklMNOPqr", FINGERPRINT, (Candidate("192.168.1.23", 50123),)
    )
    assert len(pack(pairing)) == 66
    assert len(to_text(pairing)) == 106  # QR version 5 at level M holds 122 of these


@pytest.mark.parametrize(
    "text", ["", "hello world", "AAAA", "MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43UOV3HO6DZPIYTEMZU"]
)
def test_anything_but_a_code_is_refused(text):
    with pytest.raises(PairingError):
        from_text(text)


def test_a_mistyped_code_is_refused_by_its_check():
    text = to_text(from_sdp(CHROMIUM_OFFER, answer=False))
    typo = text[:20] + ("A" if text[20] != "A" else "B") + text[21:]
    with pytest.raises(PairingError):
        from_text(typo)


def test_a_description_without_what_a_code_needs_is_refused():
    with pytest.raises(PairingError):
        from_sdp(CHROMIUM_OFFER.replace("a=fingerprint:sha-256", "a=fingerprint:sha-1"), False)
    no_host = "\r\n".join(line for line in CHROMIUM_OFFER.split("\r\n") if "udp" not in line)
    with pytest.raises(PairingError):
        from_sdp(no_host, False)


def test_the_minimal_description_carries_the_fields_back():
    pairing = from_sdp(CHROMIUM_OFFER, answer=True)
    sdp = minimal_sdp(pairing)
    assert sdp.endswith("\r\n") and "\n" not in sdp.replace("\r\n", "")
    assert "m=application 9 UDP/DTLS/SCTP webrtc-datachannel" in sdp
    assert "a=setup:active" in sdp and "a=sctp-port:5000" in sdp
    assert from_sdp(sdp, answer=True) == pairing
    assert "a=setup:actpass" in minimal_sdp(from_sdp(CHROMIUM_OFFER, answer=False))
