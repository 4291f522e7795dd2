"""The table: the graphics scene and view, the input (clicks, drags, keys), the card items and
their art, the felt, captions, decorations, the pairing animation and the animation speeds."""
