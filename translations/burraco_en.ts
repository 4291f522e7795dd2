<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_GB">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Burraco</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>An offline Burraco game: the Italian card game against computer opponents.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (%1). It comes with no warranty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Playing cards:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Card backs, felt and toolbar icons drawn for Burraco Qt.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Challenge</name>
    <message>
        <source>Type or paste a challenge code.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A character does not occur in challenge codes (0–9 and A–Z without I, L, O, U).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This code is too short or too long.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This code has a typo: a character is wrong.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This code was made by another version of the game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This code does not describe a challenge.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>1 vs 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>2 vs 2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 rules, %2, %3 hands against %4 (AI version %5)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Challenge</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Friend's result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Challenge result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your result of this challenge does not replay as recorded: it cannot be compared.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ChallengeDialog</name>
    <message>
        <source>Challenge</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Everyone who enters the same code plays the same deals against the same computers. Undo, hints and open cards are off.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Challenge code:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A new challenge with your New game choices (3 hands): send its code to a friend</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ChallengeResultDialog</name>
    <message>
        <source>Challenge result</source>
        <extracomment>The friend's result read from a typed code (not verified), or ``None``.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Challenge code: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your result code: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Assisted: undo, hints or open cards were used.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Friend</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1's result, verified by replaying it: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compare a friend's result code…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your friend's scores beside yours, from the result code they sent (not verified)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy result code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save result file as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Friend (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Friend's result (%1): %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save result file as</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Challenge results (*.json)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Characters</name>
    <message>
        <source>Easy. Plays slowly and safely: rarely takes the pile, keeps her jokers.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Medium. Greedy: takes every pile he can use and lays wildcards at once.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Medium. Careful: never feeds your melds and leaves big piles alone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hard. In a hurry: takes the pile often and closes as soon as he can.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hard. Patient: saves her wildcards and waits for a second buraco to close.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expert. Weighs every option by playing the hand out in his head.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expert. Thinks ahead like Bruno, but loves a big pile and a quick close.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <source>Burraco</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Something went wrong; your match is saved. You can go on playing. The details below can be copied into a bug report.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DealCode</name>
    <message>
        <source>Type or paste a deal code.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>“%1” does not occur in deal codes (they use 0–9 and the letters A–Z without I, L, O and U).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A deal code is longer: a character is missing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This code has a typo: a character is wrong.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This code was made by another version of the game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This code does not describe a deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>1 vs 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>2 vs 2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 rules, %2, to %3 points, hand %4, cut at %5</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 rules, %2, to %3 points, hand %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>won</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tied</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You played this deal on %1: %2 – %3, %4.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Times played: %1.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DealCodeDialog</name>
    <message>
        <source>Play a deal code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deal code:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Abandon the match in progress?</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <source>hand %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deal codes: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deal code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Match sheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save hand as</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export the match sheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Burraco — match sheet, %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy deal code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export PDF…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fairness details…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The fingerprint, salt, cut and deck of the last hand, and Verify</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deal code:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Game → Play a deal code… deals this hand again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deal code copied</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Fairness</name>
    <message>
        <source>the record cannot be replayed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the fairness data is malformed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a card of the revealed deck was changed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the deck's seed is not the match's seed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the salt does not give the fingerprint: the salt (or the fingerprint) was changed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the revealed deck and the salt do not give the fingerprint.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the hand was not dealt from the deck cut at the recorded cut: the cut was changed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the dealt deck is not the revealed deck cut.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an action is refused by the rules: the actions were changed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the replay gives other scores than the record: the actions were changed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the match's totals disagree with its hands.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the match is fair but a hand's fairness data was removed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a computer, re-run from its view and seed, plays otherwise: an action was changed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Verification failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No fairness data (a hand dealt before fair deals); the replay agrees.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Verified: the fingerprint matches the revealed deck and salt, the deck was cut at %1, and the replay gives %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Verified: every fingerprint, revealed deck and cut matches, and the replay agrees.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This file cannot be read as a record.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Verify</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fingerprint (SHA-256):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The salt, the cut and the committed deck are revealed after the hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Salt:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cut:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seed of the shuffle:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Committed deck:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hashed bytes (hex):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fairness details…</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FairnessDialog</name>
    <message>
        <source>Fairness details</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Before the first move the deck was fixed and its fingerprint shown; you then cut it. The fingerprint is the SHA-256 of the deck's bytes followed by the salt.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Verify</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HandsDialog</name>
    <message>
        <source>Hands</source>
        <extracomment>*Play this deal* on a hand with a deal code: the code (the window's owner starts it).</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All modes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>1 vs 1</source>
        <extracomment>The result windows opened from the challenges (issue 29).</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>2 vs 2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>All rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tied</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deal code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Copy deal code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save hand as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play this deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A new match dealt from this hand's deal code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Challenges</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compare a friend's result code…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The selected challenge's result beside the result code a friend sent (not verified)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>3 players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>5 players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>3 vs 3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No hand is archived yet: every hand you finish is kept here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Archived hands that could not be read (not shown): %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This hand's record cannot be read and is skipped: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This hand's record cannot be replayed and is skipped: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>hand %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deal code %1 copied.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Take the discard pile: %1 can be played at once.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Draw a card from the stock.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Meld %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Attach %1 to %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No meld or attach is possible: discard a card to end your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You may take your pozzetto instead of drawing: click it or press Z.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keep your wildcard for a buraco: discard a card to end your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Last turn!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You cannot close with a wildcard: keep a natural card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You can close: meld the rest and discard your last card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You need a clean buraco to close.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You need a buraco to close.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Empty your hand to pick up your pozzetto.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Lay a meld without wildcards to open: then you may take your pozzetto instead of drawing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Click your pozzetto (or press Z) to take it instead of drawing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You go out by melding or attaching your last card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You need a buraco to go out.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Instructions</name>
    <message>
        <source>The aim</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Burraco is played one against one, or two against two with partners sitting opposite. Lay melds on the table, build buracos (melds of seven cards or more), pick up your pozzetto and close the hand. Hands follow one another until a team reaches the target score (1005 or 2005 points).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>These are the Italian tournament rules, the default. The International and Burraco reale rules differ as described under Rule presets below.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Two decks of 52 cards and 4 jokers are shuffled. Each player gets 11 cards; two face-down packets of 11 cards, the pozzetti, are set aside, one for each team; one card is turned up to start the discard pile and the rest is the stock.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt;: take the top card of the stock, or take the whole discard pile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;b&gt;Play&lt;/b&gt;: lay new melds and attach cards to your team's melds, as many as you like, or none.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: end the turn by putting one card on the discard pile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>If you took a discard pile of a single card, you may not throw that card back in the same turn (unless you already held its twin).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Melds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A &lt;b&gt;set&lt;/b&gt; is three or more cards of the same rank, such as 7♥ 7♦ 7♣. A team may have only one set of each rank.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A &lt;b&gt;run&lt;/b&gt; is three or more consecutive cards of one suit, such as 4♥ 5♥ 6♥. The ace goes below the two or above the king, never both.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Melds belong to the team: you may attach cards to your partner's melds, never to the opponents'. Cards on the table never go back to a hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Wildcards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Jokers and twos are wildcards. A meld holds at most one wildcard.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The natural two: a two of the run's suit in its own place, as in A♥ 2♥ 3♥, is an ordinary card, so that run may still take one wildcard.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A wildcard keeps the place it stands for. When it could go at either end of a run, you choose the end.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Buracos</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A meld of seven cards or more is a buraco and earns a bonus:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;b&gt;clean&lt;/b&gt;, 200 points: no wildcard;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;b&gt;semi-clean&lt;/b&gt;, 150 points: a run of at least seven natural cards with the wildcard at one end, or a set of seven or eight naturals plus the wildcard;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;b&gt;dirty&lt;/b&gt;, 100 points: any other buraco with a wildcard.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The pozzetto</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The first time a player of a team runs out of cards, they pick up the team's pozzetto:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;b&gt;al volo&lt;/b&gt;: if the last cards went into melds, the pozzetto becomes the hand at once and the turn goes on;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&lt;b&gt;with the discard&lt;/b&gt;: if the last card was discarded, the pozzetto is played from the next turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Closing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>When your team has taken its pozzetto and has at least one buraco, you close the hand by discarding your last card. The closing card may not be a wildcard, and you may not meld all your cards: the last one must be discarded. Closing earns 100 points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The end of a hand without a close</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The last two cards of the stock are never drawn: the turn that draws down to two cards is the last one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stallo: after 12 turns in a row in which the discard pile was taken instead of drawing, that turn is the last one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each team scores its buraco bonuses, 100 for closing and the points of its cards on the table, minus the points of the cards left in its players' hands, and minus 100 if it did not take its pozzetto.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Card points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Joker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Two</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ace</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>8, 9, 10, J, Q, K</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>3, 4, 5, 6, 7</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bonuses and penalty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Clean buraco</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Semi-clean buraco</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dirty buraco</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pozzetto not taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The match</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand scores add up. When a team reaches the target, the higher total wins; with equal totals another hand is played. In tournament mode a fixed number of hands is played and the difference becomes Victory Points, 20 shared between the teams.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rule presets</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Casual rules (house rules)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The Casual preset plays Burraco the way many people play at home. Everything above applies, except:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A meld may hold several wildcards. A set may not hold more wildcards than natural cards; in a run the wildcards fill the gaps and the others extend it at either end.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The ace is low only: a run goes from ace to king at most.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Only runs of seven cards or more are buracos: clean (200) without wildcards, dirty (100) with one or more. Sets are never buracos.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The discard pile is never taken. Once you have opened, with a meld without wildcards, you may take your team's pozzetto instead of drawing, once per team: click it or press Z.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You go out by melding or attaching your last card while your team has a buraco on the table. You may keep a single card only if it can go out that way; the hand also ends when the stock runs out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each team scores its buracos and the cards on its table, minus the cards left in its hands: no closing bonus, no penalty for a pozzetto not taken.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Three, five and six players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>With 6 players three pairs play, each player's partner sitting opposite; everything else is as in 2 vs 2, and each pair keeps one score.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>With 3 or 5 players everyone starts alone, with a meld area of their own. The first player to empty their hand takes the big pozzetto (18 cards) and goes on alone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>At that moment the others form pairs: with 3 players the other two; with 5 players partners sit in alternate seats from the lone player.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The two partners' melds join one pair area, in the order they were laid; from then on either partner may attach to any of them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A pair takes an 11-card pozzetto when a partner first empties their hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Each partner is credited half the pair's hand total, rounded up; a player alone keeps their own total.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Scores are kept per player. When someone reaches the target the highest total wins; equal top totals win together.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>When the rules set a threshold, once a player's total reaches it the following hands are solo hands: everyone plays alone, each with an 11-card pozzetto.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Playing with the mouse</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Click the stock to draw a card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Click the discard pile to take it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Click cards in your hand to select them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Click our meld area (“Our melds”) to lay the selection as a new meld.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>To attach, drag a card or the selection onto one of our melds, or select the cards and click the meld.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dropping on the upper or lower half of a run's column chooses the end where a wildcard goes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cards go where the pointer is: dropped on the felt they go back to your hand; where they are refused, a message says why.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your hand stays still while the pointer is on it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>move the focus in your hand, or from meld to meld</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Tab / Shift+Tab, Up / Down</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>move the focus between your hand and our melds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>lay the selection as a new meld, or attach it to the focused meld</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Z</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Casual rules: take your pozzetto instead of drawing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Replays and deal codes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Game → Hands… lists the hands you finished; Replay shows one again, action by action: Left / Right step, Home / End go to the deal or the end, Space plays or pauses, and a click on a move goes there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Game → Report a problem… saves this hand in a file to attach to your message.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>To discard, drag a card onto the discard pile, right-click it, or select one card and click the discard pile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drag cards within your hand to reorder them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The sort buttons order your hand by rank (123) or by suit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keyboard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Left / Right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>select or deselect the focused card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>1–9</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>attach the selection to that meld</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>X / Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>discard the selected card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>draw from the stock</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>P</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>take the discard pile</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clear the selection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>show these instructions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>start a new game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every hand has a deal code (Copy deal code on the score sheet); a fair hand's code also names your cut. Game → Play a deal code… deals the same cards again, to you or to a friend, cut at the same place.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Challenges</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A challenge code (New game → Challenge…) names the rules, the deals of 2 to 4 hands and the computers with their seeds: everyone who enters it plays the same deals against the same computers, who answer the same moves in the same way.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Undo, hints and open cards are off in a challenge. At the end the game keeps a result file in the data folder and shows a result code: the score of every hand and a check value that catches typos.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Game → Open a challenge result… replays a friend's result file to verify it and shows both results hand by hand; a result played against another version of the computers is refused. Playing a challenge again keeps your first result.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compare a friend's result code… (in the result window and the Hands window) shows the result code a friend sent beside yours, hand by hand, once its check value matches; it is marked as not verified: only a result file, replayed, is verified.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deal of the day: a challenge made from today's date (UTC), the same on every computer: 3 hands of Italian rules against Marco.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fair deals: fingerprint, cut and Verify</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Before the first move of every hand the app shuffles the deck and commits to it: the deck lies face down across the table under its &lt;b&gt;fingerprint&lt;/b&gt;, a SHA-256 hash of the order of the cards and a secret random salt. The table shows its first 16 hex digits (also on the status bar); the whole hash is in the tooltip and in Game → Fairness details….</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Then &lt;b&gt;you cut the deck&lt;/b&gt;: click a card of the deck (the cards from it on go on top), or type a number and press Enter, or use Game → Cut the deck…. The hand is dealt from the committed deck cut there. The fingerprint was fixed before your cut, so the app cannot arrange the cards after seeing it. A table of computers only cuts at random.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>After the hand the score sheet's Fairness details… reveals the salt, the cut and the committed deck. &lt;b&gt;Verify&lt;/b&gt; checks them:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the revealed deck is the whole deck and the shuffle of its seed;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the deck and the salt give the fingerprint;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the hand was dealt from the deck cut at the recorded cut;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the moves replay by the rules to the recorded score, and each computer's decisions are what it plays from its own view.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Game → Verify a record… checks a saved hand or match file the same way, as the command line &lt;tt&gt;burraco-qt --verify FILE&lt;/tt&gt; does. A changed card, salt, cut or move fails with the reason.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>InstructionsDialog</name>
    <message>
        <source>Instructions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>How to play Burraco</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Burraco</source>
        <extracomment>the pause that shows every hand face up before the score sheet opens (single shot)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every hand of the match so far</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>About Burraco</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Instructions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Take back your last meld or attach of this turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play with every hand face up, for practice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sound</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sound on or off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Preferences</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sort 123</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sort ♠♥</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pass the computer to %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The hand is over: the score sheet (Ctrl+L) deals the next hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your turn: draw from the stock, or click your pozzetto (Z) to take it instead.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your turn: draw from the stock.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your turn: draw from the stock or take the discard pile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Go out: add your last card to one of your melds.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You took the discard pile: meld or attach before discarding.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Meld or attach cards, then discard one card to end your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Last turn!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nothing to undo: you can take back your own melds and attaches of this turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sound is on, but no audio device was found: the game plays silently.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hands…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Replay a hand…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play a deal code…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Save hand as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Report a problem…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Replay a hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This file cannot be replayed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Report a problem</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The report could not be written: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The report is saved in:
%1

Attach this file to your message; it holds this hand, the match, the app version and your platform.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Challenge…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deal of the day</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open a challenge result…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Challenge</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This challenge is for computers of AI version %1; this game's are version %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open a challenge result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Challenge results (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Challenge result</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This result was played against another version of the computers (another AI version): it cannot be compared with this game's.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This file is not a challenge result.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>This result does not replay as recorded: it was changed or damaged.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cut the deck…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fairness details…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Verify a record…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Check a hand's or a match's fingerprint, cut and replay, as --verify does</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deck %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The deck's fingerprint (SHA-256), fixed before the cut:
%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cut the deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cut after card (1 to %1):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Verify a record</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Records (*.json);;All files (*)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MatchTable</name>
    <message>
        <source>Hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>On the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Closing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No pozzetto</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>In hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Match total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Victory Points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Clean</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Semi-clean</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dirty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Royal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dirty royal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Super</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dirty super</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>First draw from the stock or take the discard pile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The last two cards of the stock are never drawn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>These cards do not make a valid set or run.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your team has no such meld.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The wildcard is locked in its place: the cards would need it to move.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your team already has a set of this rank: add the cards to it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>These rules do not allow a set of this rank.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>These rules allow runs only, not sets.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You may not throw back the single card you just took from the discard pile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You cannot close by discarding a wildcard.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your team needs a buraco to close.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your team needs a clean buraco to close.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your team has its pozzetto: keep one card to discard at the end.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>That would leave you a last card you could not discard.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You may take the discard pile only if you can then meld or attach.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>After taking the discard pile you must meld or attach before discarding.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You cannot take the pozzetto now: it is taken only instead of drawing, once per team.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You may take the pozzetto only after your first meld without wildcards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>In these rules the discard pile is never taken.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You may not discard your last card: go out by adding it to a meld.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You can only add to your own team's melds.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A meld needs at least three cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The meld would be too long.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Choose the cards first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A meld needs a natural card that is not a two.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Too many wildcards for this meld.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A set holds at most eight natural cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A set's cards must all be of one rank.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A run's cards must all be of one suit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A run cannot hold two cards of the same value.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The cards are not in sequence.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The same card is named twice.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>That card is not in this game's deck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>These cards do not fit that meld.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>First draw from the stock, or take your pozzetto if you may.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Joker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 drew a card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 melded %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 attached %2 → %3.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 took the pozzetto instead of drawing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 picked up the pozzetto at once.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 picked up the pozzetto with the discard.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Last turn: only two cards are left in the stock.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Last turn: stallo, nobody has drawn from the stock.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>We closed the hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>They closed the hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 closed the hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The hand is over: the stock ran out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The hand is over: stallo.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Moves</source>
        <extracomment>item data: ``True`` on the lines of the player's own moves</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A new hand is dealt.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MultiMatchTable</name>
    <message>
        <source>Hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Match total</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MultiScoreSheet</name>
    <message>
        <source>Score sheet — hand {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The match so far</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New match</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cards on the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Buraco bonuses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Closing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cards in hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pozzetto not taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You closed the hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand closed by: {team}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stallo: too many turns without drawing from the stock. Nobody closed the hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The stock ran out. Nobody closed the hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You win the match!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The match is won by: {team}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <extracomment>The targets offered by the New game dialog (R14.1), besides the player count's default.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>1 vs 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Challenge…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deal of the day</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Left opponent:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Partner:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Player %1:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your opponents and partner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your partner and the other pairs, in playing order</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The other players, in playing order</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>These rules are played by 2 or 4 players.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>you against one opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>3 players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the pairs form during the hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>2 vs 2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>with a computer partner opposite you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>5 players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>3 vs 3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>three pairs, your partner opposite you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>More</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a friend's code: the same deals for both</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>today's deals, the same for everyone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{points} points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>R&amp;ight opponent:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A person at this computer</source>
        <extracomment>The felt's green of the drawn table.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Only %1 should look at the screen now: the table shows their cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation><numerusform>%n card</numerusform><numerusform>%n cards</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation><numerusform>Stock: %n card</numerusform><numerusform>Stock: %n cards</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 took the discard pile (%n card(s)): %2.</source>
        <translation><numerusform>%1 took the discard pile (%n card): %2.</numerusform><numerusform>%1 took the discard pile (%n cards): %2.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Stallo near: %n turn(s) left without drawing.</source>
        <translation><numerusform>Stallo near: %n turn left without drawing.</numerusform><numerusform>Stallo near: %n turns left without drawing.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Stock almost out: %n card(s) to draw.</source>
        <translation><numerusform>Stock almost out: %n card to draw.</numerusform><numerusform>Stock almost out: %n cards to draw.</numerusform></translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Open cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Open cards shows every hand face up. This match will then count as practice: its hands are left out of Statistics, for good, even if you switch Open cards off again.

Show every hand and make this match a practice match?</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Animation speed:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reduce motion</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cards appear in their new place with a short fade instead of travelling across the table; the computer still pauses between its moves.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Small</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Large</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Card size:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sound effects</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No audio device was found: the sound effects cannot be heard.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Quick (0.3 s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Normal (1 s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deep (3 s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Expert thinking time:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Red and black</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Four colours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue, clubs green</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deck colours:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Large index</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Small index (the deck's own)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Card index:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Table:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Italian</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>International</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Burraco reale</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Casual (house rules)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The F.I.Bur. tournament rules: sets of any rank, semi-clean buracos, close with any buraco.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sets of aces and threes only, no semi-clean buracos, close with a clean buraco; take the discard pile only if you can meld at once.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>104 cards without jokers (twos are still wild), runs only, close with a clean buraco.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Home rules: several wildcards per meld, only runs are buracos, the pozzetto taken instead of drawing, go out by melding your last card.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay</source>
        <extracomment>Milliseconds between two actions while playing, by speed label index (0.5×, 1×, 2×, 4×). Room for a window manager's title bar before the window is shown (as ``ui/app/screen_fit``).</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>First</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Forward</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Last</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The end of the hand (End)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Every hand face up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fairness details…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The hand is dealt.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>(no change)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Our team</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Their team</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Action %1 of %2 · turn %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand over: our team %1, their team %2</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n action(s) the rules refuse skipped</source>
        <translation><numerusform>%n action the rules refuse skipped</numerusform><numerusform>%n actions the rules refuse skipped</numerusform></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ResultCode</name>
    <message>
        <source>This result code is for another number of hands (%1) than this challenge (%2): it is of another challenge.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Type or paste your friend's result code.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A result code is the score of every hand (yours:theirs, separated by commas), then / and the check value.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The check value does not match: a character is mistyped, or the code is of another challenge.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>from a code, not verified</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ResultCodeDialog</name>
    <message>
        <source>Compare a friend's result code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your friend's result code:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A result code is checked for typos only, not verified: only a result file, replayed (Game → Open a challenge result…), is verified.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 hands, total %2 – %3 (%4).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SaveBanner</name>
    <message>
        <source>Not saved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your match could not be saved (%1). The game goes on; this notice stays until a save succeeds.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The finished hands could not be written to the statistics history (%1), nor kept in the data folder for later. The game goes on; this notice stays until the history can be written.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The finished hands could not be written to the statistics history (%1). They are kept in the data folder and recorded as soon as the history can be written; this notice stays until then.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>History not saved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A computer player ran into an error; a legal move was played for it. The game goes on.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is locked by another program</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is in the way</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Hand %1 of %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Victory Points %1–%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 to go</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Target reached</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>On the table %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>pozzetto taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>buracos: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Target %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score sheet — hand {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The match so far</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New match</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No hand has been finished yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You closed the hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand closed by: {team}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stallo: too many turns without drawing from the stock. Nobody closed the hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The stock ran out. Nobody closed the hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The match is a tie.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The match is won by: {team}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You win the match!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The opponents win the match.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Clean buraco</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Semi-clean buraco</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dirty buraco</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Royal buraco</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dirty royal buraco</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Super buraco</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dirty super buraco</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cards on the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Buraco bonuses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Closing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cards in hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pozzetto not taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hand total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Match total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Victory Points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hands played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{played} of {total}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>{count} × {bonus} = {points}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Some files could not be read. They were set aside and the game starts with defaults:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The data folder %1 cannot be created (%2). The game runs, but your match and statistics will not be saved.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The data folder %1 cannot be written (%2). The game runs, but your match and statistics will not be saved until it can be.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The disk of the data folder %1 is full. The game runs, but your match and statistics will not be saved until there is space again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Burraco is already open in another window. This window will not resume or save the match in progress there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The finished hands of your saved match could not be recorded in the statistics yet (%1). They are kept and will be recorded at a later start.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The statistics history %1 is locked by another program (an SQLite browser or a backup tool, perhaps). Burraco waits for it while you play; close that program to let it in.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The statistics history cannot be opened: %2 is in the way (SQLite keeps the history's journal there, and it is not a file). Remove or rename it, then start Burraco again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The statistics history %1 cannot be opened (%3). Check that the data folder can be written, then start Burraco again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your finished hands are kept in the data folder meanwhile and recorded as soon as the history opens.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The hands you finish now will not be in the statistics.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Burraco</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Resume the match?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A match was in progress when Burraco last closed. Resume it where you left it?</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Overall</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Matches played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Matches won</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hands played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hands won</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Average hand score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Best hand score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hands closed by you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The history could not be read (%1).</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>%n damaged record(s) could not be read and are left out.</source>
        <translation><numerusform>%n damaged record could not be read and are left out.</numerusform><numerusform>%n damaged records could not be read and are left out.</numerusform></translation>
    </message>
    <message>
        <source>By opponents and mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Matches</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Opponents</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hands</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>1 vs 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>2 vs 2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>3 players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No matches yet: the numbers fill in as you play, the chart once a match ends.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>5 players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>3 vs 3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No match played yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>By rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 · partner %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Buracos made</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Clean</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Semi-clean</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dirty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Royal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Royal dirty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Super</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Super dirty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Your match results will be charted here: one bar per match, your points minus the opponents', once your first match ends.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Match results (your points minus the opponents')</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Reset statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Forget every match and hand played? This cannot be undone.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>You picked up your pozzetto.</source>
        <extracomment>the items of the cards in sight, by card (backs are not here: :attr:`pool`)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 picked up a pozzetto.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Discard pile</source>
        <extracomment>buraco plates (and frames) by the engine's class: gold for a clean buraco, silver otherwise the classes the engine counts as clean (``Buraco.is_clean``, R6.4)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Theirs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Our pozzetto</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Their pozzetto</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Buraco %1: %2 bonus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Our melds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Their melds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Us</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>North–South</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>East–West</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2 on the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>clean</source>
        <extracomment>the buraco classes in the engine's order (``Buraco``), as the table names them</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>semi-clean</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>dirty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>royal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>royal dirty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>super</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>super dirty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>pozzetto taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>partner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 is thinking</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Their turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>taken by you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>taken by %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>easy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>South</source>
        <extracomment>:meth:`GameController._computer_command`'s default: ask the computer now. New matches are fair (issue 29, :mod:`.fair_play`): each hand's deck is committed and waits for the cut; a deal code's match (it deals a known hand) and a given deck are not. The expert's search options (``samples``, ``budget`` seconds, ``workers``): by default 1 s per search on the shared process pool; see :meth:`set_search_budget`. The challenge being played (issue 29, :mod:`~burraco_qt.engine.challenge`), or ``None``. The people at this computer by seat (hot seat, issue 31): the table turns to the person to play (:attr:`human_seat` follows them); empty for one person. Hot seat: the hand arrangement of each person not at the table, by seat (their hand's card ids in order, and its sort: "suit", "rank" or ``None``, their own). The table (``ui/table/turning.py``) keeps them here, not in the scene, which holds nothing of another seat's hand; the autosave writes them with the table's look.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Partner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Left opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Right opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>expert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select one card, then click the discard pile to discard it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select the cards to attach first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select or focus one card to discard.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>My melds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Melds of %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 on the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Big</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Pairs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A pozzetto of %1 cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>You and %1 now play as a pair</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 and %2 now play as a pair</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cut at a number from 1 to %1.</source>
        <extracomment>Keys of the cut's captions (made by :class:`~.captions.TableCaptions`).</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The deck is cut at random…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cut at %1: press Enter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cut the deck: click a card of the deck, or type a number from 1 to %1 and press Enter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Deck fingerprint %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>SHA-256 of the shuffled deck and a secret salt, fixed before your cut:
%1
The salt and the deck are revealed after the hand.</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>