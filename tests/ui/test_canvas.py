"""FakeCanvas records faithfully and the text helpers fit text into boxes."""

from kingmakers.ui.kit.canvas import FakeCanvas, Font, fit_text, wrap_text


def test_font_css():
    assert Font("Alegreya Sans", 18, 700).css == '700 18px "Alegreya Sans"'
    assert Font("Alegreya", 12.5).css == '400 12.5px "Alegreya"'


def test_fake_canvas_records_calls_in_order():
    canvas = FakeCanvas()
    canvas.fill_rect(0, 0, 10, 10, "#fff")
    canvas.text(1, 2, "hi", Font("Alegreya", 10), "#000", align="center")
    canvas.polygon([(0, 0), (1, 0), (0, 1)], fill="red")
    assert [call.name for call in canvas.calls] == ["fill_rect", "text", "polygon"]
    assert canvas.texts() == ["hi"]
    assert canvas.named("text")[0].args["align"] == "center"
    canvas.clear()
    assert canvas.calls == []


def test_wrap_text_breaks_at_spaces_within_width():
    canvas = FakeCanvas()
    font = Font("Alegreya", 10)  # 5.5 px per character
    lines = wrap_text(canvas, "For the King (and Me)", font, 60)
    assert lines == ("For the", "King (and", "Me)")
    assert all(canvas.measure_text(line, font) <= 60 for line in lines)


def test_fit_text_shrinks_until_it_fits():
    canvas = FakeCanvas()
    font, lines = fit_text(canvas, "For the King (and Me)", Font("Alegreya", 20), 130, 2)
    assert font.size < 20
    assert len(lines) <= 2
    assert all(canvas.measure_text(line, font) <= 130 for line in lines)


def test_fit_text_keeps_size_when_it_already_fits():
    canvas = FakeCanvas()
    font, lines = fit_text(canvas, "Viva", Font("Alegreya", 20), 500)
    assert font.size == 20 and lines == ("Viva",)
