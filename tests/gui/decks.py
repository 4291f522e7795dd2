"""Pre-arranged deals for the GUI tests (R2.4 deal order; unlisted cards follow canonically).

The human (seat 0) can play a whole hand with every verb of the table: draw, select, meld,
drag-attach, click-attach, right-click discard, take the discard pile, pick up the pozzetto al
volo and close. The computer seats (medium) hold no meld and one highest card, so what they
discard is known: seat 1 the Ad, the partner (4 players) the Ah, seat 3 a 9s.
"""

from __future__ import annotations

ME = "Kh,Kd,Ks,5h,6h,7h,8h,Kc,Ah,Ac,Qs"
OPP_LEFT = "Ad,3c,6c,9c,4d,7d,Td,5s,8s,3h,9h"  # 2 players: the only opponent
PARTNER = "Ah,3d,6d,9d,4c,7c,Tc,5c,8c,3s,7s"
OPP_RIGHT = "9s,9s,3c,6c,4d,7d,4h,7h,5d,5s,6s"
POZZETTO_US = "8d,9d,Td,Jd,Qd,Kd,Ad,6d,6s,6h,Jh"
POZZETTO_THEM = "Qc,Qh,Jc,Tc,Th,4s,3s,7s,8h,5d,3d"
FIRST_DISCARD = "Js"

#: 1 vs 1: I draw Ts, the opponent draws 4h.
DECK_1V1 = ",".join([ME, OPP_LEFT, POZZETTO_US, POZZETTO_THEM, FIRST_DISCARD, "Ts,4h"])
#: 2 vs 2: I draw Ts, then seats 1, 2, 3 draw 4h, 3h, 5h.
DECK_2V2 = ",".join(
    [ME, OPP_LEFT, PARTNER, OPP_RIGHT, POZZETTO_US, POZZETTO_THEM, FIRST_DISCARD, "Ts,4h,3h,5h"]
)
