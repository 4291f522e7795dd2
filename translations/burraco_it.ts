<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Burraco</source>
        <translation>Informazioni su Burraco</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versione %1</translation>
    </message>
    <message>
        <source>An offline Burraco game: the Italian card game against computer opponents.</source>
        <translation>Un gioco di Burraco senza rete: il gioco di carte italiano contro avversari del computer.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or any later version (%1). It comes with no warranty.</source>
        <translation>Software libero con licenza GNU General Public License, versione 3 o successiva (%1). È fornito senza alcuna garanzia.</translation>
    </message>
    <message>
        <source>Playing cards:</source>
        <translation>Carte da gioco:</translation>
    </message>
    <message>
        <source>Card backs, felt and toolbar icons drawn for Burraco Qt.</source>
        <translation>Dorsi delle carte, panno e icone della barra disegnati per Burraco Qt.</translation>
    </message>
</context>
<context>
    <name>Challenge</name>
    <message>
        <source>Type or paste a challenge code.</source>
        <translation>Scrivi o incolla un codice sfida.</translation>
    </message>
    <message>
        <source>A character does not occur in challenge codes (0–9 and A–Z without I, L, O, U).</source>
        <translation>Un carattere non compare nei codici sfida (0–9 e A–Z senza I, L, O, U).</translation>
    </message>
    <message>
        <source>This code is too short or too long.</source>
        <translation>Questo codice è troppo corto o troppo lungo.</translation>
    </message>
    <message>
        <source>This code has a typo: a character is wrong.</source>
        <translation>Questo codice contiene un errore di battitura: un carattere è sbagliato.</translation>
    </message>
    <message>
        <source>This code was made by another version of the game.</source>
        <translation>Questo codice è stato creato da un&apos;altra versione del gioco.</translation>
    </message>
    <message>
        <source>This code does not describe a challenge.</source>
        <translation>Questo codice non descrive una sfida.</translation>
    </message>
    <message>
        <source>1 vs 1</source>
        <translation>1 contro 1</translation>
    </message>
    <message>
        <source>2 vs 2</source>
        <translation>2 contro 2</translation>
    </message>
    <message>
        <source>%1 rules, %2, %3 hands against %4 (AI version %5)</source>
        <translation>Regole %1, %2, %3 smazzate contro %4 (versione IA %5)</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Sfida</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>Il tuo risultato</translation>
    </message>
    <message>
        <source>Friend&apos;s result</source>
        <translation>Risultato dell&apos;amico</translation>
    </message>
    <message>
        <source>Challenge result</source>
        <translation>Risultato della sfida</translation>
    </message>
    <message>
        <source>Your result of this challenge does not replay as recorded: it cannot be compared.</source>
        <translation>Il tuo risultato di questa sfida non si rigioca come registrato: non può essere confrontato.</translation>
    </message>
</context>
<context>
    <name>ChallengeDialog</name>
    <message>
        <source>Challenge</source>
        <translation>Sfida</translation>
    </message>
    <message>
        <source>Everyone who enters the same code plays the same deals against the same computers. Undo, hints and open cards are off.</source>
        <translation>Chi inserisce lo stesso codice gioca le stesse smazzate contro gli stessi avversari del computer. Annulla, suggerimenti e carte scoperte sono disattivati.</translation>
    </message>
    <message>
        <source>Challenge code:</source>
        <translation>Codice sfida:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Nuovo codice</translation>
    </message>
    <message>
        <source>A new challenge with your New game choices (3 hands): send its code to a friend</source>
        <translation>Una nuova sfida con le tue scelte di Nuova partita (3 smazzate): manda il suo codice a un amico</translation>
    </message>
</context>
<context>
    <name>ChallengeResultDialog</name>
    <message>
        <source>Challenge result</source>
        <extracomment>The friend&apos;s result read from a typed code (not verified), or ``None``.</extracomment>
        <translation>Risultato della sfida</translation>
    </message>
    <message>
        <source>Challenge code: %1</source>
        <translation>Codice sfida: %1</translation>
    </message>
    <message>
        <source>Your result code: %1</source>
        <translation>Il tuo codice risultato: %1</translation>
    </message>
    <message>
        <source>Assisted: undo, hints or open cards were used.</source>
        <translation>Assistito: sono stati usati annulla, suggerimenti o carte scoperte.</translation>
    </message>
    <message>
        <source>Friend</source>
        <translation>Amico</translation>
    </message>
    <message>
        <source>%1&apos;s result, verified by replaying it: %2</source>
        <translation>Risultato di %1, verificato rigiocandolo: %2</translation>
    </message>
    <message>
        <source>Compare a friend&apos;s result code…</source>
        <translation>Confronta il codice risultato di un amico…</translation>
    </message>
    <message>
        <source>Your friend&apos;s scores beside yours, from the result code they sent (not verified)</source>
        <translation>I punteggi del tuo amico accanto ai tuoi, dal codice risultato che ti ha mandato (non verificato)</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Copy result code</source>
        <translation>Copia il codice risultato</translation>
    </message>
    <message>
        <source>Save result file as…</source>
        <translation>Salva il file del risultato come…</translation>
    </message>
    <message>
        <source>Friend (%1)</source>
        <translation>Amico (%1)</translation>
    </message>
    <message>
        <source>Friend&apos;s result (%1): %2</source>
        <translation>Risultato dell&apos;amico (%1): %2</translation>
    </message>
    <message>
        <source>Save result file as</source>
        <translation>Salva il file del risultato come</translation>
    </message>
    <message>
        <source>Challenge results (*.json)</source>
        <translation>Risultati di sfida (*.json)</translation>
    </message>
</context>
<context>
    <name>Characters</name>
    <message>
        <source>Easy. Plays slowly and safely: rarely takes the pile, keeps her jokers.</source>
        <translation>Facile. Gioca piano e sul sicuro: prende di rado gli scarti, si tiene i jolly.</translation>
    </message>
    <message>
        <source>Medium. Greedy: takes every pile he can use and lays wildcards at once.</source>
        <translation>Medio. Ingordo: prende ogni monte scarti che può usare e cala subito le matte.</translation>
    </message>
    <message>
        <source>Medium. Careful: never feeds your melds and leaves big piles alone.</source>
        <translation>Medio. Prudente: non ti dà mai carte da attaccare e lascia stare i monti grossi.</translation>
    </message>
    <message>
        <source>Hard. In a hurry: takes the pile often and closes as soon as he can.</source>
        <translation>Difficile. Ha fretta: prende spesso gli scarti e chiude appena può.</translation>
    </message>
    <message>
        <source>Hard. Patient: saves her wildcards and waits for a second buraco to close.</source>
        <translation>Difficile. Paziente: risparmia le matte e aspetta un secondo burraco per chiudere.</translation>
    </message>
    <message>
        <source>Expert. Weighs every option by playing the hand out in his head.</source>
        <translation>Esperto. Pesa ogni mossa giocando a mente il resto della mano.</translation>
    </message>
    <message>
        <source>Expert. Thinks ahead like Bruno, but loves a big pile and a quick close.</source>
        <translation>Esperta. Pensa in anticipo come Bruno, ma ama i monti grossi e le chiusure rapide.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <source>Burraco</source>
        <translation>Burraco</translation>
    </message>
    <message>
        <source>Something went wrong; your match is saved. You can go on playing. The details below can be copied into a bug report.</source>
        <translation>Qualcosa è andato storto; la partita è salvata. Puoi continuare a giocare. I dettagli qui sotto si possono copiare in una segnalazione.</translation>
    </message>
</context>
<context>
    <name>DealCode</name>
    <message>
        <source>Type or paste a deal code.</source>
        <translation>Scrivi o incolla un codice di smazzata.</translation>
    </message>
    <message>
        <source>“%1” does not occur in deal codes (they use 0–9 and the letters A–Z without I, L, O and U).</source>
        <translation>«%1» non compare nei codici di smazzata (usano 0–9 e le lettere A–Z tranne I, L, O e U).</translation>
    </message>
    <message>
        <source>A deal code is longer: a character is missing.</source>
        <translation>Un codice di smazzata è più lungo: manca un carattere.</translation>
    </message>
    <message>
        <source>This code has a typo: a character is wrong.</source>
        <translation>Questo codice contiene un errore di battitura: un carattere è sbagliato.</translation>
    </message>
    <message>
        <source>This code was made by another version of the game.</source>
        <translation>Questo codice è stato creato da un&apos;altra versione del gioco.</translation>
    </message>
    <message>
        <source>This code does not describe a deal.</source>
        <translation>Questo codice non descrive una smazzata.</translation>
    </message>
    <message>
        <source>1 vs 1</source>
        <translation>1 contro 1</translation>
    </message>
    <message>
        <source>2 vs 2</source>
        <translation>2 contro 2</translation>
    </message>
    <message>
        <source>%1 rules, %2, to %3 points, hand %4, cut at %5</source>
        <translation>Regole: %1, %2, a %3 punti, smazzata %4, mazzo tagliato a %5</translation>
    </message>
    <message>
        <source>%1 rules, %2, to %3 points, hand %4</source>
        <translation>Regole: %1, %2, a %3 punti, smazzata %4</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>persa</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>pari</translation>
    </message>
    <message>
        <source>You played this deal on %1: %2 – %3, %4.</source>
        <translation>Hai giocato questa smazzata il %1: %2 – %3, %4.</translation>
    </message>
    <message>
        <source>Times played: %1.</source>
        <translation>Volte giocata: %1.</translation>
    </message>
</context>
<context>
    <name>DealCodeDialog</name>
    <message>
        <source>Play a deal code</source>
        <translation>Gioca un codice di smazzata</translation>
    </message>
    <message>
        <source>Deal code:</source>
        <translation>Codice di smazzata:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Abandon the match in progress?</source>
        <translation>Abbandonare la partita in corso?</translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <source>hand %1</source>
        <translation>smazzata %1</translation>
    </message>
    <message>
        <source>Deal codes: %1</source>
        <translation>Codici di smazzata: %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Codice di smazzata</translation>
    </message>
    <message>
        <source>Match sheet</source>
        <translation>Foglio della partita</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Non salvato</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>Save hand as</source>
        <translation>Salva la smazzata come</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>Registrazioni di smazzate (*.json)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export the match sheet</source>
        <translation>Esporta il foglio della partita</translation>
    </message>
    <message>
        <source>Burraco — match sheet, %1</source>
        <translation>Burraco — foglio della partita, %1</translation>
    </message>
    <message>
        <source>Copy deal code</source>
        <translation>Copia il codice di smazzata</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Esporta PDF…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Esporta CSV…</translation>
    </message>
    <message>
        <source>Fairness details…</source>
        <translation>Dettagli di equità…</translation>
    </message>
    <message>
        <source>The fingerprint, salt, cut and deck of the last hand, and Verify</source>
        <translation>Impronta, sale, taglio e mazzo dell&apos;ultima mano, e Verifica</translation>
    </message>
    <message>
        <source>Deal code:</source>
        <translation>Codice di smazzata:</translation>
    </message>
    <message>
        <source>Game → Play a deal code… deals this hand again</source>
        <translation>Gioco → Gioca un codice di smazzata… distribuisce di nuovo questa smazzata</translation>
    </message>
    <message>
        <source>Deal code copied</source>
        <translation>Codice di smazzata copiato</translation>
    </message>
</context>
<context>
    <name>Fairness</name>
    <message>
        <source>the record cannot be replayed.</source>
        <translation>la registrazione non si può rigiocare.</translation>
    </message>
    <message>
        <source>the fairness data is malformed.</source>
        <translation>i dati di equità non sono validi.</translation>
    </message>
    <message>
        <source>a card of the revealed deck was changed.</source>
        <translation>una carta del mazzo rivelato è stata cambiata.</translation>
    </message>
    <message>
        <source>the deck&apos;s seed is not the match&apos;s seed.</source>
        <translation>il seme del mazzo non è quello della partita.</translation>
    </message>
    <message>
        <source>the salt does not give the fingerprint: the salt (or the fingerprint) was changed.</source>
        <translation>il sale non dà l&apos;impronta: il sale (o l&apos;impronta) è stato cambiato.</translation>
    </message>
    <message>
        <source>the revealed deck and the salt do not give the fingerprint.</source>
        <translation>il mazzo rivelato e il sale non danno l&apos;impronta.</translation>
    </message>
    <message>
        <source>the hand was not dealt from the deck cut at the recorded cut: the cut was changed.</source>
        <translation>la mano non è stata distribuita dal mazzo tagliato al taglio registrato: il taglio è stato cambiato.</translation>
    </message>
    <message>
        <source>the dealt deck is not the revealed deck cut.</source>
        <translation>il mazzo distribuito non è il mazzo rivelato tagliato.</translation>
    </message>
    <message>
        <source>an action is refused by the rules: the actions were changed.</source>
        <translation>una mossa è rifiutata dalle regole: le mosse sono state cambiate.</translation>
    </message>
    <message>
        <source>the replay gives other scores than the record: the actions were changed.</source>
        <translation>la rigiocata dà punteggi diversi dalla registrazione: le mosse sono state cambiate.</translation>
    </message>
    <message>
        <source>the match&apos;s totals disagree with its hands.</source>
        <translation>i totali della partita non corrispondono alle sue mani.</translation>
    </message>
    <message>
        <source>the match is fair but a hand&apos;s fairness data was removed.</source>
        <translation>la partita è equa ma i dati di equità di una smazzata sono stati tolti.</translation>
    </message>
    <message>
        <source>a computer, re-run from its view and seed, plays otherwise: an action was changed.</source>
        <translation>un giocatore del computer, rieseguito dalla sua vista e dal suo seme, gioca diversamente: una mossa è stata cambiata.</translation>
    </message>
    <message>
        <source>Verification failed: %1</source>
        <translation>Verifica fallita: %1</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Mano %1: %2</translation>
    </message>
    <message>
        <source>No fairness data (a hand dealt before fair deals); the replay agrees.</source>
        <translation>Nessun dato di equità (una mano distribuita prima delle distribuzioni eque); la rigiocata corrisponde.</translation>
    </message>
    <message>
        <source>Verified: the fingerprint matches the revealed deck and salt, the deck was cut at %1, and the replay gives %2.</source>
        <translation>Verificato: l&apos;impronta corrisponde al mazzo rivelato e al sale, il mazzo è stato tagliato a %1 e la rigiocata dà %2.</translation>
    </message>
    <message>
        <source>Verified: every fingerprint, revealed deck and cut matches, and the replay agrees.</source>
        <translation>Verificato: ogni impronta, mazzo rivelato e taglio corrisponde, e la rigiocata corrisponde.</translation>
    </message>
    <message>
        <source>This file cannot be read as a record.</source>
        <translation>Questo file non si può leggere come registrazione.</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Verifica</translation>
    </message>
    <message>
        <source>Fingerprint (SHA-256):</source>
        <translation>Impronta (SHA-256):</translation>
    </message>
    <message>
        <source>The salt, the cut and the committed deck are revealed after the hand.</source>
        <translation>Il sale, il taglio e il mazzo impegnato sono rivelati dopo la mano.</translation>
    </message>
    <message>
        <source>Salt:</source>
        <translation>Sale:</translation>
    </message>
    <message>
        <source>Cut:</source>
        <translation>Taglio:</translation>
    </message>
    <message>
        <source>Seed of the shuffle:</source>
        <translation>Seme del mescolamento:</translation>
    </message>
    <message>
        <source>Committed deck:</source>
        <translation>Mazzo impegnato:</translation>
    </message>
    <message>
        <source>Hashed bytes (hex):</source>
        <translation>Byte dell&apos;hash (esadecimali):</translation>
    </message>
    <message>
        <source>Fairness details…</source>
        <translation>Dettagli di equità…</translation>
    </message>
</context>
<context>
    <name>FairnessDialog</name>
    <message>
        <source>Fairness details</source>
        <translation>Dettagli di equità</translation>
    </message>
    <message>
        <source>Before the first move the deck was fixed and its fingerprint shown; you then cut it. The fingerprint is the SHA-256 of the deck&apos;s bytes followed by the salt.</source>
        <translation>Prima della prima mossa il mazzo è stato fissato e la sua impronta mostrata; poi l&apos;hai tagliato. L&apos;impronta è lo SHA-256 dei byte del mazzo seguiti dal sale.</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Verifica</translation>
    </message>
</context>
<context>
    <name>HandsDialog</name>
    <message>
        <source>Hands</source>
        <extracomment>*Play this deal* on a hand with a deal code: the code (the window&apos;s owner starts it).</extracomment>
        <translation>Smazzate</translation>
    </message>
    <message>
        <source>All modes</source>
        <translation>Tutte le modalità</translation>
    </message>
    <message>
        <source>1 vs 1</source>
        <extracomment>The result windows opened from the challenges (issue 29).</extracomment>
        <translation>1 contro 1</translation>
    </message>
    <message>
        <source>2 vs 2</source>
        <translation>2 contro 2</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Tutte le regole</translation>
    </message>
    <message>
        <source>Every result</source>
        <translation>Ogni risultato</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinta</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Persa</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Pari</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Codice di smazzata</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rivedi</translation>
    </message>
    <message>
        <source>Copy deal code</source>
        <translation>Copia il codice</translation>
    </message>
    <message>
        <source>Save hand as…</source>
        <translation>Salva la smazzata come…</translation>
    </message>
    <message>
        <source>Play this deal</source>
        <translation>Gioca questa smazzata</translation>
    </message>
    <message>
        <source>A new match dealt from this hand&apos;s deal code</source>
        <translation>Una nuova partita distribuita dal codice di questa smazzata</translation>
    </message>
    <message>
        <source>Challenges</source>
        <translation>Sfide</translation>
    </message>
    <message>
        <source>Compare a friend&apos;s result code…</source>
        <translation>Confronta il codice risultato di un amico…</translation>
    </message>
    <message>
        <source>The selected challenge&apos;s result beside the result code a friend sent (not verified)</source>
        <translation>Il risultato della sfida scelta accanto al codice risultato che un amico ti ha mandato (non verificato)</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 giocatori</translation>
    </message>
    <message>
        <source>5 players</source>
        <translation>5 giocatori</translation>
    </message>
    <message>
        <source>3 vs 3</source>
        <translation>3 contro 3</translation>
    </message>
    <message>
        <source>No hand is archived yet: every hand you finish is kept here.</source>
        <translation>Nessuna smazzata archiviata: ogni smazzata che finisci viene conservata qui.</translation>
    </message>
    <message>
        <source>Archived hands that could not be read (not shown): %1</source>
        <translation>Smazzate archiviate illeggibili (non mostrate): %1</translation>
    </message>
    <message>
        <source>This hand&apos;s record cannot be read and is skipped: %1</source>
        <translation>La registrazione di questa smazzata è illeggibile e viene saltata: %1</translation>
    </message>
    <message>
        <source>This hand&apos;s record cannot be replayed and is skipped: %1</source>
        <translation>La registrazione di questa smazzata non si può rivedere e viene saltata: %1</translation>
    </message>
    <message>
        <source>hand %1 of %2</source>
        <translation>smazzata %1 del %2</translation>
    </message>
    <message>
        <source>Deal code %1 copied.</source>
        <translation>Codice di smazzata %1 copiato.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>The hand is over.</source>
        <translation>La smazzata è finita.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Aspetta il tuo turno.</translation>
    </message>
    <message>
        <source>Take the discard pile: %1 can be played at once.</source>
        <translation>Raccogli il monte degli scarti: puoi giocare subito %1.</translation>
    </message>
    <message>
        <source>Draw a card from the stock.</source>
        <translation>Pesca una carta dal tallone.</translation>
    </message>
    <message>
        <source>Meld %1.</source>
        <translation>Cala %1.</translation>
    </message>
    <message>
        <source>Attach %1 to %2.</source>
        <translation>Attacca %1 a %2.</translation>
    </message>
    <message>
        <source>No meld or attach is possible: discard a card to end your turn.</source>
        <translation>Non puoi calare né attaccare: scarta una carta per finire il turno.</translation>
    </message>
    <message>
        <source>You may take your pozzetto instead of drawing: click it or press Z.</source>
        <translation>Puoi prendere il pozzetto invece di pescare: cliccalo o premi Z.</translation>
    </message>
    <message>
        <source>Keep your wildcard for a buraco: discard a card to end your turn.</source>
        <translation>Tieni la matta per un burraco: scarta una carta per finire il turno.</translation>
    </message>
    <message>
        <source>Last turn!</source>
        <translation>Ultimo turno!</translation>
    </message>
    <message>
        <source>You cannot close with a wildcard: keep a natural card.</source>
        <translation>Non puoi chiudere con una matta: tieni una carta naturale.</translation>
    </message>
    <message>
        <source>You can close: meld the rest and discard your last card.</source>
        <translation>Puoi chiudere: cala il resto e scarta l&apos;ultima carta.</translation>
    </message>
    <message>
        <source>You need a clean buraco to close.</source>
        <translation>Per chiudere ti serve un burraco pulito.</translation>
    </message>
    <message>
        <source>You need a buraco to close.</source>
        <translation>Per chiudere ti serve un burraco.</translation>
    </message>
    <message>
        <source>Empty your hand to pick up your pozzetto.</source>
        <translation>Svuota la mano per prendere il pozzetto.</translation>
    </message>
    <message>
        <source>Lay a meld without wildcards to open: then you may take your pozzetto instead of drawing.</source>
        <translation>Cala una combinazione senza matte per aprire: poi potrai prendere il pozzetto invece di pescare.</translation>
    </message>
    <message>
        <source>Click your pozzetto (or press Z) to take it instead of drawing.</source>
        <translation>Clicca il tuo pozzetto (o premi Z) per prenderlo invece di pescare.</translation>
    </message>
    <message>
        <source>You go out by melding or attaching your last card.</source>
        <translation>Chiudi calando o attaccando la tua ultima carta.</translation>
    </message>
    <message>
        <source>You need a buraco to go out.</source>
        <translation>Per chiudere ti serve un burraco.</translation>
    </message>
</context>
<context>
    <name>Instructions</name>
    <message>
        <source>The aim</source>
        <translation>Scopo del gioco</translation>
    </message>
    <message>
        <source>Burraco is played one against one, or two against two with partners sitting opposite. Lay melds on the table, build buracos (melds of seven cards or more), pick up your pozzetto and close the hand. Hands follow one another until a team reaches the target score (1005 or 2005 points).</source>
        <translation>Il Burraco si gioca uno contro uno, oppure due contro due con i compagni seduti uno di fronte all&apos;altro. Cala combinazioni sul tavolo, forma burrachi (combinazioni di sette o più carte), prendi il pozzetto e chiudi la smazzata. Le smazzate si susseguono finché una squadra raggiunge il punteggio obiettivo (1005 o 2005 punti).</translation>
    </message>
    <message>
        <source>These are the Italian tournament rules, the default. The International and Burraco reale rules differ as described under Rule presets below.</source>
        <translation>Queste sono le regole italiane da torneo, quelle predefinite. Le regole Internazionale e Burraco reale differiscono come descritto più avanti in «Varianti delle regole».</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La distribuzione</translation>
    </message>
    <message>
        <source>Two decks of 52 cards and 4 jokers are shuffled. Each player gets 11 cards; two face-down packets of 11 cards, the pozzetti, are set aside, one for each team; one card is turned up to start the discard pile and the rest is the stock.</source>
        <translation>Si mescolano due mazzi da 52 carte e 4 jolly. Ogni giocatore riceve 11 carte; due mazzetti coperti di 11 carte, i pozzetti, vengono messi da parte, uno per squadra; una carta viene scoperta per iniziare il monte degli scarti e le carte rimanenti formano il tallone.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Il tuo turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt;: take the top card of the stock, or take the whole discard pile.</source>
        <translation>&lt;b&gt;Pesca&lt;/b&gt;: prendi la prima carta del tallone, oppure raccogli tutto il monte degli scarti.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Play&lt;/b&gt;: lay new melds and attach cards to your team&apos;s melds, as many as you like, or none.</source>
        <translation>&lt;b&gt;Gioca&lt;/b&gt;: cala nuove combinazioni e attacca carte alle combinazioni della tua squadra, quante ne vuoi, o nessuna.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: end the turn by putting one card on the discard pile.</source>
        <translation>&lt;b&gt;Scarta&lt;/b&gt;: concludi il turno mettendo una carta sul monte degli scarti.</translation>
    </message>
    <message>
        <source>If you took a discard pile of a single card, you may not throw that card back in the same turn (unless you already held its twin).</source>
        <translation>Se hai raccolto un monte degli scarti di una sola carta, non puoi riscartarla nello stesso turno (a meno che non avessi già in mano la sua gemella).</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinazioni</translation>
    </message>
    <message>
        <source>A &lt;b&gt;set&lt;/b&gt; is three or more cards of the same rank, such as 7♥ 7♦ 7♣. A team may have only one set of each rank.</source>
        <translation>Un &lt;b&gt;tris&lt;/b&gt; è una combinazione di tre o più carte dello stesso valore, come 7♥ 7♦ 7♣. Una squadra può avere un solo tris per ciascun valore.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;run&lt;/b&gt; is three or more consecutive cards of one suit, such as 4♥ 5♥ 6♥. The ace goes below the two or above the king, never both.</source>
        <translation>Una &lt;b&gt;scala&lt;/b&gt; è formata da tre o più carte consecutive dello stesso seme, come 4♥ 5♥ 6♥. L&apos;asso va prima del due o dopo il re, mai in entrambe le posizioni.</translation>
    </message>
    <message>
        <source>Melds belong to the team: you may attach cards to your partner&apos;s melds, never to the opponents&apos;. Cards on the table never go back to a hand.</source>
        <translation>Le combinazioni appartengono alla squadra: puoi attaccare carte a quelle del compagno, mai a quelle degli avversari. Le carte calate non tornano mai in mano.</translation>
    </message>
    <message>
        <source>Wildcards</source>
        <translation>Matte</translation>
    </message>
    <message>
        <source>Jokers and twos are wildcards. A meld holds at most one wildcard.</source>
        <translation>I jolly e i due (le pinelle) sono matte. Una combinazione può contenere al massimo una matta.</translation>
    </message>
    <message>
        <source>The natural two: a two of the run&apos;s suit in its own place, as in A♥ 2♥ 3♥, is an ordinary card, so that run may still take one wildcard.</source>
        <translation>La pinella al suo posto: un due dello stesso seme della scala, nella sua posizione naturale come in A♥ 2♥ 3♥, è una carta normale, quindi quella scala può ancora ricevere una matta.</translation>
    </message>
    <message>
        <source>A wildcard keeps the place it stands for. When it could go at either end of a run, you choose the end.</source>
        <translation>Una matta resta al posto della carta che sostituisce. Quando potrebbe stare a entrambe le estremità di una scala, scegli tu dove metterla.</translation>
    </message>
    <message>
        <source>Buracos</source>
        <translation>Burrachi</translation>
    </message>
    <message>
        <source>A meld of seven cards or more is a buraco and earns a bonus:</source>
        <translation>Una combinazione di sette o più carte è un burraco e vale un bonus:</translation>
    </message>
    <message>
        <source>&lt;b&gt;clean&lt;/b&gt;, 200 points: no wildcard;</source>
        <translation>&lt;b&gt;pulito&lt;/b&gt;, 200 punti: senza matte;</translation>
    </message>
    <message>
        <source>&lt;b&gt;semi-clean&lt;/b&gt;, 150 points: a run of at least seven natural cards with the wildcard at one end, or a set of seven or eight naturals plus the wildcard;</source>
        <translation>&lt;b&gt;semipulito&lt;/b&gt;, 150 punti: una scala di almeno sette carte naturali con la matta a un&apos;estremità, oppure un tris di sette o otto carte naturali più la matta;</translation>
    </message>
    <message>
        <source>&lt;b&gt;dirty&lt;/b&gt;, 100 points: any other buraco with a wildcard.</source>
        <translation>&lt;b&gt;sporco&lt;/b&gt;, 100 punti: ogni altro burraco con una matta.</translation>
    </message>
    <message>
        <source>The pozzetto</source>
        <translation>Il pozzetto</translation>
    </message>
    <message>
        <source>The first time a player of a team runs out of cards, they pick up the team&apos;s pozzetto:</source>
        <translation>La prima volta che un giocatore di una squadra resta senza carte, prende il pozzetto della squadra:</translation>
    </message>
    <message>
        <source>&lt;b&gt;al volo&lt;/b&gt;: if the last cards went into melds, the pozzetto becomes the hand at once and the turn goes on;</source>
        <translation>&lt;b&gt;al volo&lt;/b&gt;: se le ultime carte sono state calate, il pozzetto diventa subito la nuova mano e il turno continua;</translation>
    </message>
    <message>
        <source>&lt;b&gt;with the discard&lt;/b&gt;: if the last card was discarded, the pozzetto is played from the next turn.</source>
        <translation>&lt;b&gt;con lo scarto&lt;/b&gt;: se l&apos;ultima carta è stata scartata, il pozzetto si gioca dal turno successivo.</translation>
    </message>
    <message>
        <source>Closing</source>
        <translation>Chiusura</translation>
    </message>
    <message>
        <source>When your team has taken its pozzetto and has at least one buraco, you close the hand by discarding your last card. The closing card may not be a wildcard, and you may not meld all your cards: the last one must be discarded. Closing earns 100 points.</source>
        <translation>Quando la tua squadra ha preso il pozzetto e ha almeno un burraco, chiudi la smazzata scartando l&apos;ultima carta. La carta di chiusura non può essere una matta e non puoi calare tutte le carte: l&apos;ultima va scartata. La chiusura vale 100 punti.</translation>
    </message>
    <message>
        <source>The end of a hand without a close</source>
        <translation>Fine della smazzata senza chiusura</translation>
    </message>
    <message>
        <source>The last two cards of the stock are never drawn: the turn that draws down to two cards is the last one.</source>
        <translation>Le ultime due carte del tallone non si pescano mai: il turno in cui nel tallone restano due carte è l&apos;ultimo.</translation>
    </message>
    <message>
        <source>Stallo: after 12 turns in a row in which the discard pile was taken instead of drawing, that turn is the last one.</source>
        <translation>Stallo: se per 12 turni di fila si raccoglie il monte degli scarti invece di pescare, il dodicesimo turno è l&apos;ultimo.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Each team scores its buraco bonuses, 100 for closing and the points of its cards on the table, minus the points of the cards left in its players&apos; hands, and minus 100 if it did not take its pozzetto.</source>
        <translation>Ogni squadra segna i bonus dei suoi burrachi, 100 punti per la chiusura e i punti delle sue carte sul tavolo, meno i punti delle carte rimaste in mano ai suoi giocatori, e meno 100 se non ha preso il pozzetto.</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Punti delle carte</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Pinella (2)</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <source>8, 9, 10, J, Q, K</source>
        <translation>8, 9, 10, J, Q, K</translation>
    </message>
    <message>
        <source>3, 4, 5, 6, 7</source>
        <translation>3, 4, 5, 6, 7</translation>
    </message>
    <message>
        <source>Bonuses and penalty</source>
        <translation>Bonus e penalità</translation>
    </message>
    <message>
        <source>Clean buraco</source>
        <translation>Burraco pulito</translation>
    </message>
    <message>
        <source>Semi-clean buraco</source>
        <translation>Burraco semipulito</translation>
    </message>
    <message>
        <source>Dirty buraco</source>
        <translation>Burraco sporco</translation>
    </message>
    <message>
        <source>Pozzetto not taken</source>
        <translation>Pozzetto non preso</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>La partita</translation>
    </message>
    <message>
        <source>Hand scores add up. When a team reaches the target, the higher total wins; with equal totals another hand is played. In tournament mode a fixed number of hands is played and the difference becomes Victory Points, 20 shared between the teams.</source>
        <translation>I punteggi delle smazzate si sommano. Quando una squadra raggiunge l&apos;obiettivo, vince il totale più alto; a parità di totale si gioca un&apos;altra smazzata. In modalità torneo si gioca un numero fisso di smazzate e la differenza si converte in punti vittoria (PV), 20 da dividere tra le squadre.</translation>
    </message>
    <message>
        <source>Rule presets</source>
        <translation>Varianti delle regole</translation>
    </message>
    <message>
        <source>Casual rules (house rules)</source>
        <translation>Regole Casual (regole di casa)</translation>
    </message>
    <message>
        <source>The Casual preset plays Burraco the way many people play at home. Everything above applies, except:</source>
        <translation>Le regole Casual sono il burraco come lo giocano in tanti a casa. Vale tutto quanto sopra, tranne:</translation>
    </message>
    <message>
        <source>A meld may hold several wildcards. A set may not hold more wildcards than natural cards; in a run the wildcards fill the gaps and the others extend it at either end.</source>
        <translation>Una combinazione può contenere più matte. Un tris non può avere più matte che carte naturali; in una scala le matte riempiono i buchi e le altre la allungano a un capo o all’altro.</translation>
    </message>
    <message>
        <source>The ace is low only: a run goes from ace to king at most.</source>
        <translation>L’asso vale solo basso: una scala va al massimo dall’asso al re.</translation>
    </message>
    <message>
        <source>Only runs of seven cards or more are buracos: clean (200) without wildcards, dirty (100) with one or more. Sets are never buracos.</source>
        <translation>Sono burrachi solo le scale di sette carte o più: pulito (200) senza matte, sporco (100) con una o più. I tris non sono mai burrachi.</translation>
    </message>
    <message>
        <source>The discard pile is never taken. Once you have opened, with a meld without wildcards, you may take your team&apos;s pozzetto instead of drawing, once per team: click it or press Z.</source>
        <translation>Il monte degli scarti non si raccoglie mai. Quando hai aperto, con una combinazione senza matte, puoi prendere il pozzetto della tua squadra invece di pescare, una volta per squadra: cliccalo o premi Z.</translation>
    </message>
    <message>
        <source>You go out by melding or attaching your last card while your team has a buraco on the table. You may keep a single card only if it can go out that way; the hand also ends when the stock runs out.</source>
        <translation>Chiudi calando o attaccando la tua ultima carta quando la tua squadra ha un burraco sul tavolo. Puoi restare con una sola carta solo se può chiudere così; la mano finisce anche quando il tallone si esaurisce.</translation>
    </message>
    <message>
        <source>Each team scores its buracos and the cards on its table, minus the cards left in its hands: no closing bonus, no penalty for a pozzetto not taken.</source>
        <translation>Ogni squadra segna i suoi burrachi e le carte sul suo tavolo, meno le carte rimaste in mano: niente premio di chiusura, nessuna penalità per il pozzetto non preso.</translation>
    </message>
    <message>
        <source>Three, five and six players</source>
        <translation>Tre, cinque e sei giocatori</translation>
    </message>
    <message>
        <source>With 6 players three pairs play, each player&apos;s partner sitting opposite; everything else is as in 2 vs 2, and each pair keeps one score.</source>
        <translation>In 6 giocano tre coppie, con il compagno seduto di fronte; tutto il resto è come nel 2 contro 2 e ogni coppia ha un solo punteggio.</translation>
    </message>
    <message>
        <source>With 3 or 5 players everyone starts alone, with a meld area of their own. The first player to empty their hand takes the big pozzetto (18 cards) and goes on alone.</source>
        <translation>In 3 o in 5 ognuno comincia da solo, con un proprio spazio per le combinazioni. Il primo che resta senza carte in mano prende il pozzetto grande (18 carte) e prosegue da solo.</translation>
    </message>
    <message>
        <source>At that moment the others form pairs: with 3 players the other two; with 5 players partners sit in alternate seats from the lone player.</source>
        <translation>In quel momento gli altri formano le coppie: in 3 gli altri due; in 5 i compagni siedono a posti alterni a partire dal giocatore solo.</translation>
    </message>
    <message>
        <source>The two partners&apos; melds join one pair area, in the order they were laid; from then on either partner may attach to any of them.</source>
        <translation>Le combinazioni dei due compagni si riuniscono in un solo spazio della coppia, nell&apos;ordine in cui sono state calate; da allora ciascun compagno può attaccare a ognuna di esse.</translation>
    </message>
    <message>
        <source>A pair takes an 11-card pozzetto when a partner first empties their hand.</source>
        <translation>Una coppia prende un pozzetto di 11 carte quando uno dei compagni resta per primo senza carte in mano.</translation>
    </message>
    <message>
        <source>Each partner is credited half the pair&apos;s hand total, rounded up; a player alone keeps their own total.</source>
        <translation>A ciascun compagno va metà del totale della coppia nella smazzata, arrotondata per eccesso; chi gioca da solo tiene il proprio totale.</translation>
    </message>
    <message>
        <source>Scores are kept per player. When someone reaches the target the highest total wins; equal top totals win together.</source>
        <translation>I punteggi sono individuali. Quando qualcuno raggiunge il traguardo vince il totale più alto; a pari merito in testa si vince insieme.</translation>
    </message>
    <message>
        <source>When the rules set a threshold, once a player&apos;s total reaches it the following hands are solo hands: everyone plays alone, each with an 11-card pozzetto.</source>
        <translation>Se le regole fissano una soglia, quando il totale di un giocatore la raggiunge le smazzate seguenti si giocano tutti da soli, ognuno con un pozzetto di 11 carte.</translation>
    </message>
    <message>
        <source>Playing with the mouse</source>
        <translation>Giocare con il mouse</translation>
    </message>
    <message>
        <source>Click the stock to draw a card.</source>
        <translation>Clicca sul tallone per pescare una carta.</translation>
    </message>
    <message>
        <source>Click the discard pile to take it.</source>
        <translation>Clicca sul monte degli scarti per raccoglierlo.</translation>
    </message>
    <message>
        <source>Click cards in your hand to select them.</source>
        <translation>Clicca sulle carte della tua mano per selezionarle.</translation>
    </message>
    <message>
        <source>Click our meld area (“Our melds”) to lay the selection as a new meld.</source>
        <translation>Clicca sulla nostra area (“Le nostre combinazioni”) per calare le carte selezionate come nuova combinazione.</translation>
    </message>
    <message>
        <source>To attach, drag a card or the selection onto one of our melds, or select the cards and click the meld.</source>
        <translation>Per attaccare, trascina una carta o la selezione su una delle nostre combinazioni, oppure seleziona le carte e clicca sulla combinazione.</translation>
    </message>
    <message>
        <source>Dropping on the upper or lower half of a run&apos;s column chooses the end where a wildcard goes.</source>
        <translation>Rilasciando le carte sulla metà superiore o inferiore della colonna di una scala scegli a quale estremità va la matta.</translation>
    </message>
    <message>
        <source>Cards go where the pointer is: dropped on the felt they go back to your hand; where they are refused, a message says why.</source>
        <translation>Le carte vanno dove si trova il puntatore: rilasciate sul tappeto tornano in mano; dove non sono accettate, un messaggio spiega perché.</translation>
    </message>
    <message>
        <source>Your hand stays still while the pointer is on it.</source>
        <translation>La tua mano resta ferma finché il puntatore ci sta sopra.</translation>
    </message>
    <message>
        <source>move the focus in your hand, or from meld to meld</source>
        <translation>sposta il cursore tra le carte in mano, o da una combinazione all&apos;altra</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab, Up / Down</source>
        <translation>Tab / Maiusc+Tab, Su / Giù</translation>
    </message>
    <message>
        <source>move the focus between your hand and our melds</source>
        <translation>sposta il cursore tra la tua mano e le nostre combinazioni</translation>
    </message>
    <message>
        <source>lay the selection as a new meld, or attach it to the focused meld</source>
        <translation>cala la selezione come nuova combinazione, o attaccala alla combinazione col cursore</translation>
    </message>
    <message>
        <source>Z</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>Casual rules: take your pozzetto instead of drawing</source>
        <translation>regole Casual: prendi il pozzetto invece di pescare</translation>
    </message>
    <message>
        <source>Replays and deal codes</source>
        <translation>Rivedere le smazzate e codici di smazzata</translation>
    </message>
    <message>
        <source>Game → Hands… lists the hands you finished; Replay shows one again, action by action: Left / Right step, Home / End go to the deal or the end, Space plays or pauses, and a click on a move goes there.</source>
        <translation>Gioco → Smazzate… elenca le smazzate che hai finito; Rivedi ne mostra una di nuovo, azione per azione: Sinistra / Destra fanno un passo, Home / Fine vanno alla distribuzione o alla fine, Spazio avvia o mette in pausa, e un clic su una mossa porta lì.</translation>
    </message>
    <message>
        <source>Game → Report a problem… saves this hand in a file to attach to your message.</source>
        <translation>Gioco → Segnala un problema… salva questa smazzata in un file da allegare al tuo messaggio.</translation>
    </message>
    <message>
        <source>To discard, drag a card onto the discard pile, right-click it, or select one card and click the discard pile.</source>
        <translation>Per scartare, trascina una carta sul monte degli scarti, cliccala con il tasto destro, oppure seleziona una carta e clicca sul monte degli scarti.</translation>
    </message>
    <message>
        <source>Drag cards within your hand to reorder them.</source>
        <translation>Trascina le carte nella tua mano per riordinarle.</translation>
    </message>
    <message>
        <source>The sort buttons order your hand by rank (123) or by suit.</source>
        <translation>I pulsanti Ordina dispongono la mano per valore (123) o per seme.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastiera</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>Sinistra / Destra</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spazio</translation>
    </message>
    <message>
        <source>select or deselect the focused card</source>
        <translation>seleziona o deseleziona la carta evidenziata</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Invio</translation>
    </message>
    <message>
        <source>1–9</source>
        <translation>1–9</translation>
    </message>
    <message>
        <source>attach the selection to that meld</source>
        <translation>attacca la selezione a quella combinazione</translation>
    </message>
    <message>
        <source>X / Delete</source>
        <translation>X / Canc</translation>
    </message>
    <message>
        <source>discard the selected card</source>
        <translation>scarta la carta selezionata</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>pesca dal tallone</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>take the discard pile</source>
        <translation>raccogli il monte degli scarti</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>clear the selection</source>
        <translation>annulla la selezione</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>show these instructions</source>
        <translation>mostra queste istruzioni</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>inizia una nuova partita</translation>
    </message>
    <message>
        <source>Every hand has a deal code (Copy deal code on the score sheet); a fair hand&apos;s code also names your cut. Game → Play a deal code… deals the same cards again, to you or to a friend, cut at the same place.</source>
        <translation>Ogni smazzata ha un codice (Copia il codice di smazzata nel segnapunti); il codice di una smazzata equa indica anche il tuo taglio. Gioco → Gioca un codice di smazzata… distribuisce di nuovo le stesse carte, a te o a un amico, tagliate nello stesso punto.</translation>
    </message>
    <message>
        <source>Challenges</source>
        <translation>Sfide</translation>
    </message>
    <message>
        <source>A challenge code (New game → Challenge…) names the rules, the deals of 2 to 4 hands and the computers with their seeds: everyone who enters it plays the same deals against the same computers, who answer the same moves in the same way.</source>
        <translation>Un codice sfida (Nuova partita → Sfida…) indica le regole, le smazzate di 2–4 mani e i giocatori del computer con i loro semi: chiunque lo inserisca gioca le stesse smazzate contro gli stessi avversari, che rispondono alle stesse mosse nello stesso modo.</translation>
    </message>
    <message>
        <source>Undo, hints and open cards are off in a challenge. At the end the game keeps a result file in the data folder and shows a result code: the score of every hand and a check value that catches typos.</source>
        <translation>In una sfida annulla, suggerimenti e carte scoperte sono disattivati. Alla fine il gioco salva un file del risultato nella cartella dei dati e mostra un codice risultato: il punteggio di ogni smazzata e un valore di controllo che rileva gli errori di battitura.</translation>
    </message>
    <message>
        <source>Game → Open a challenge result… replays a friend&apos;s result file to verify it and shows both results hand by hand; a result played against another version of the computers is refused. Playing a challenge again keeps your first result.</source>
        <translation>Partita → Apri un risultato di sfida… rigioca il file del risultato di un amico per verificarlo e mostra i due risultati smazzata per smazzata; un risultato giocato contro un&apos;altra versione del computer viene rifiutato. Rigiocando una sfida resta il tuo primo risultato.</translation>
    </message>
    <message>
        <source>Compare a friend&apos;s result code… (in the result window and the Hands window) shows the result code a friend sent beside yours, hand by hand, once its check value matches; it is marked as not verified: only a result file, replayed, is verified.</source>
        <translation>Confronta il codice risultato di un amico… (nella finestra del risultato e nella finestra Smazzate) mostra il codice risultato che un amico ti ha mandato accanto al tuo, smazzata per smazzata, se il valore di controllo corrisponde; è segnato come non verificato: solo un file del risultato, rigiocato, è verificato.</translation>
    </message>
    <message>
        <source>Deal of the day: a challenge made from today&apos;s date (UTC), the same on every computer: 3 hands of Italian rules against Marco.</source>
        <translation>Smazzata del giorno: una sfida ricavata dalla data di oggi (UTC), uguale su ogni computer: 3 smazzate con le regole italiane contro Marco.</translation>
    </message>
    <message>
        <source>Fair deals: fingerprint, cut and Verify</source>
        <translation>Distribuzioni eque: impronta, taglio e Verifica</translation>
    </message>
    <message>
        <source>Before the first move of every hand the app shuffles the deck and commits to it: the deck lies face down across the table under its &lt;b&gt;fingerprint&lt;/b&gt;, a SHA-256 hash of the order of the cards and a secret random salt. The table shows its first 16 hex digits (also on the status bar); the whole hash is in the tooltip and in Game → Fairness details….</source>
        <translation>Prima della prima mossa di ogni mano l&apos;app mescola il mazzo e si impegna su di esso: il mazzo è steso coperto sul tavolo sotto la sua &lt;b&gt;impronta&lt;/b&gt;, un hash SHA-256 dell&apos;ordine delle carte e di un sale casuale segreto. Il tavolo ne mostra le prime 16 cifre esadecimali (anche sulla barra di stato); l&apos;hash intero è nel suggerimento e in Gioco → Dettagli di equità….</translation>
    </message>
    <message>
        <source>Then &lt;b&gt;you cut the deck&lt;/b&gt;: click a card of the deck (the cards from it on go on top), or type a number and press Enter, or use Game → Cut the deck…. The hand is dealt from the committed deck cut there. The fingerprint was fixed before your cut, so the app cannot arrange the cards after seeing it. A table of computers only cuts at random.</source>
        <translation>Poi &lt;b&gt;tagli il mazzo&lt;/b&gt;: fai clic su una carta del mazzo (le carte da quella in poi vanno sopra), oppure digita un numero e premi Invio, oppure usa Gioco → Taglia il mazzo…. La mano è distribuita dal mazzo impegnato tagliato lì. L&apos;impronta era fissata prima del tuo taglio, quindi l&apos;app non può sistemare le carte dopo averlo visto. Un tavolo di soli giocatori del computer taglia a caso.</translation>
    </message>
    <message>
        <source>After the hand the score sheet&apos;s Fairness details… reveals the salt, the cut and the committed deck. &lt;b&gt;Verify&lt;/b&gt; checks them:</source>
        <translation>Dopo la mano, Dettagli di equità… del segnapunti rivela il sale, il taglio e il mazzo impegnato. &lt;b&gt;Verifica&lt;/b&gt; li controlla:</translation>
    </message>
    <message>
        <source>the revealed deck is the whole deck and the shuffle of its seed;</source>
        <translation>il mazzo rivelato è il mazzo intero e il mescolamento del suo seme;</translation>
    </message>
    <message>
        <source>the deck and the salt give the fingerprint;</source>
        <translation>il mazzo e il sale danno l&apos;impronta;</translation>
    </message>
    <message>
        <source>the hand was dealt from the deck cut at the recorded cut;</source>
        <translation>la mano è stata distribuita dal mazzo tagliato al taglio registrato;</translation>
    </message>
    <message>
        <source>the moves replay by the rules to the recorded score, and each computer&apos;s decisions are what it plays from its own view.</source>
        <translation>le mosse si rigiocano secondo le regole fino al punteggio registrato, e le decisioni di ogni giocatore del computer sono quelle che gioca dalla propria vista.</translation>
    </message>
    <message>
        <source>Game → Verify a record… checks a saved hand or match file the same way, as the command line &lt;tt&gt;burraco-qt --verify FILE&lt;/tt&gt; does. A changed card, salt, cut or move fails with the reason.</source>
        <translation>Gioco → Verifica una registrazione… controlla allo stesso modo il file di una mano o di una partita, come fa la riga di comando &lt;tt&gt;burraco-qt --verify FILE&lt;/tt&gt;. Una carta, un sale, un taglio o una mossa cambiati falliscono con il motivo.</translation>
    </message>
</context>
<context>
    <name>InstructionsDialog</name>
    <message>
        <source>Instructions</source>
        <translation>Istruzioni</translation>
    </message>
    <message>
        <source>How to play Burraco</source>
        <translation>Come si gioca a Burraco</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Burraco</source>
        <extracomment>the pause that shows every hand face up before the score sheet opens (single shot)</extracomment>
        <translation>Burraco</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>Every hand of the match so far</source>
        <translation>Tutte le smazzate della partita finora</translation>
    </message>
    <message>
        <source>About Burraco</source>
        <translation>Informazioni su Burraco</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>Istruzioni</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Take back your last meld or attach of this turn</source>
        <translation>Ritira l&apos;ultima combinazione calata o carta attaccata in questo turno</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>Open cards</source>
        <translation>Carte scoperte</translation>
    </message>
    <message>
        <source>Play with every hand face up, for practice</source>
        <translation>Gioca con tutte le mani scoperte, per esercitarti</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Audio</translation>
    </message>
    <message>
        <source>Sound on or off</source>
        <translation>Attiva o disattiva l&apos;audio</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Sort 123</source>
        <translation>Ordina 123</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>Ordina la mano per valore</translation>
    </message>
    <message>
        <source>Sort ♠♥</source>
        <translation>Ordina ♠♥</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>Ordina la mano per seme</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Pass the computer to %1.</source>
        <translation>Passa il computer a %1.</translation>
    </message>
    <message>
        <source>The hand is over: the score sheet (Ctrl+L) deals the next hand.</source>
        <translation>La smazzata è finita: dal segnapunti (Ctrl+L) si distribuisce la prossima.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La smazzata è finita.</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock, or click your pozzetto (Z) to take it instead.</source>
        <translation>Tocca a te: pesca dal tallone, oppure clicca il tuo pozzetto (Z) per prenderlo al posto della carta.</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock.</source>
        <translation>Tocca a te: pesca dal tallone.</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or take the discard pile.</source>
        <translation>Tocca a te: pesca dal tallone o raccogli il monte degli scarti.</translation>
    </message>
    <message>
        <source>Go out: add your last card to one of your melds.</source>
        <translation>Chiudi: attacca la tua ultima carta a una delle tue combinazioni.</translation>
    </message>
    <message>
        <source>You took the discard pile: meld or attach before discarding.</source>
        <translation>Hai raccolto il monte degli scarti: cala o attacca prima di scartare.</translation>
    </message>
    <message>
        <source>Meld or attach cards, then discard one card to end your turn.</source>
        <translation>Cala o attacca carte, poi scarta una carta per finire il turno.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 sta giocando…</translation>
    </message>
    <message>
        <source>Last turn!</source>
        <translation>Ultimo turno!</translation>
    </message>
    <message>
        <source>Nothing to undo: you can take back your own melds and attaches of this turn.</source>
        <translation>Niente da annullare: puoi ritirare solo le combinazioni e le carte attaccate da te in questo turno.</translation>
    </message>
    <message>
        <source>Sound is on, but no audio device was found: the game plays silently.</source>
        <translation>L&apos;audio è attivo, ma non è stato trovato alcun dispositivo audio: il gioco resta muto.</translation>
    </message>
    <message>
        <source>Hands…</source>
        <translation>Smazzate…</translation>
    </message>
    <message>
        <source>Replay a hand…</source>
        <translation>Rivedi una smazzata…</translation>
    </message>
    <message>
        <source>Play a deal code…</source>
        <translation>Gioca un codice di smazzata…</translation>
    </message>
    <message>
        <source>Save hand as…</source>
        <translation>Salva la smazzata come…</translation>
    </message>
    <message>
        <source>Report a problem…</source>
        <translation>Segnala un problema…</translation>
    </message>
    <message>
        <source>Replay a hand</source>
        <translation>Rivedi una smazzata</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>Registrazioni di smazzate (*.json)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rivedi</translation>
    </message>
    <message>
        <source>This file cannot be replayed: %1</source>
        <translation>Questo file non si può rivedere: %1</translation>
    </message>
    <message>
        <source>Report a problem</source>
        <translation>Segnala un problema</translation>
    </message>
    <message>
        <source>The report could not be written: %1</source>
        <translation>Impossibile scrivere la segnalazione: %1</translation>
    </message>
    <message>
        <source>The report is saved in:
%1

Attach this file to your message; it holds this hand, the match, the app version and your platform.</source>
        <translation>La segnalazione è salvata in:
%1

Allega questo file al tuo messaggio: contiene questa smazzata, la partita, la versione del programma e il tuo sistema.</translation>
    </message>
    <message>
        <source>Challenge…</source>
        <translation>Sfida…</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Smazzata del giorno</translation>
    </message>
    <message>
        <source>Open a challenge result…</source>
        <translation>Apri un risultato di sfida…</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Sfida</translation>
    </message>
    <message>
        <source>This challenge is for computers of AI version %1; this game&apos;s are version %2.</source>
        <translation>Questa sfida è per i giocatori del computer della versione IA %1; quelli di questo gioco sono della versione %2.</translation>
    </message>
    <message>
        <source>Open a challenge result</source>
        <translation>Apri un risultato di sfida</translation>
    </message>
    <message>
        <source>Challenge results (*.json)</source>
        <translation>Risultati di sfida (*.json)</translation>
    </message>
    <message>
        <source>Challenge result</source>
        <translation>Risultato della sfida</translation>
    </message>
    <message>
        <source>This result was played against another version of the computers (another AI version): it cannot be compared with this game&apos;s.</source>
        <translation>Questo risultato è stato giocato contro un&apos;altra versione dei giocatori del computer (un&apos;altra versione IA): non si può confrontare con quelli di questo gioco.</translation>
    </message>
    <message>
        <source>This file is not a challenge result.</source>
        <translation>Questo file non è un risultato di sfida.</translation>
    </message>
    <message>
        <source>This result does not replay as recorded: it was changed or damaged.</source>
        <translation>Questo risultato non si rigioca come registrato: è stato modificato o danneggiato.</translation>
    </message>
    <message>
        <source>Hand %1.</source>
        <translation>Smazzata %1.</translation>
    </message>
    <message>
        <source>Cut the deck…</source>
        <translation>Taglia il mazzo…</translation>
    </message>
    <message>
        <source>Fairness details…</source>
        <translation>Dettagli di equità…</translation>
    </message>
    <message>
        <source>Verify a record…</source>
        <translation>Verifica una registrazione…</translation>
    </message>
    <message>
        <source>Check a hand&apos;s or a match&apos;s fingerprint, cut and replay, as --verify does</source>
        <translation>Controlla impronta, taglio e rigiocata di una mano o di una partita, come fa --verify</translation>
    </message>
    <message>
        <source>Deck %1</source>
        <translation>Mazzo %1</translation>
    </message>
    <message>
        <source>The deck&apos;s fingerprint (SHA-256), fixed before the cut:
%1</source>
        <translation>L&apos;impronta del mazzo (SHA-256), fissata prima del taglio:
%1</translation>
    </message>
    <message>
        <source>Cut the deck</source>
        <translation>Taglia il mazzo</translation>
    </message>
    <message>
        <source>Cut after card (1 to %1):</source>
        <translation>Taglia dopo la carta (da 1 a %1):</translation>
    </message>
    <message>
        <source>Verify a record</source>
        <translation>Verifica una registrazione</translation>
    </message>
    <message>
        <source>Records (*.json);;All files (*)</source>
        <translation>Registrazioni (*.json);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>MatchTable</name>
    <message>
        <source>Hand</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Carte calate</translation>
    </message>
    <message>
        <source>Closing</source>
        <translation>Chiusura</translation>
    </message>
    <message>
        <source>No pozzetto</source>
        <translation>Senza pozzetto</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>In mano</translation>
    </message>
    <message>
        <source>Hand total</source>
        <translation>Totale smazzata</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>Totale partita</translation>
    </message>
    <message>
        <source>Victory Points</source>
        <translation>Punti vittoria</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>Pulito</translation>
    </message>
    <message>
        <source>Semi-clean</source>
        <translation>Semipulito</translation>
    </message>
    <message>
        <source>Dirty</source>
        <translation>Sporco</translation>
    </message>
    <message>
        <source>Royal</source>
        <translation>Reale</translation>
    </message>
    <message>
        <source>Dirty royal</source>
        <translation>Reale sporco</translation>
    </message>
    <message>
        <source>Super</source>
        <translation>Super</translation>
    </message>
    <message>
        <source>Dirty super</source>
        <translation>Super sporco</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>First draw from the stock or take the discard pile.</source>
        <translation>Prima pesca dal tallone o raccogli il monte degli scarti.</translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>Hai già pescato in questo turno.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La smazzata è finita.</translation>
    </message>
    <message>
        <source>The last two cards of the stock are never drawn.</source>
        <translation>Le ultime due carte del tallone non si pescano mai.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Il monte degli scarti è vuoto.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Non hai quella carta in mano.</translation>
    </message>
    <message>
        <source>These cards do not make a valid set or run.</source>
        <translation>Queste carte non formano una combinazione valida (tris o scala).</translation>
    </message>
    <message>
        <source>Your team has no such meld.</source>
        <translation>La tua squadra non ha questa combinazione.</translation>
    </message>
    <message>
        <source>The wildcard is locked in its place: the cards would need it to move.</source>
        <translation>La matta è bloccata al suo posto: con queste carte dovrebbe spostarsi.</translation>
    </message>
    <message>
        <source>Your team already has a set of this rank: add the cards to it.</source>
        <translation>La tua squadra ha già un tris di questo valore: attacca le carte a quello.</translation>
    </message>
    <message>
        <source>These rules do not allow a set of this rank.</source>
        <translation>Queste regole non consentono un tris di questo valore.</translation>
    </message>
    <message>
        <source>These rules allow runs only, not sets.</source>
        <translation>Con queste regole sono ammesse solo scale, non tris.</translation>
    </message>
    <message>
        <source>You may not throw back the single card you just took from the discard pile.</source>
        <translation>Non puoi riscartare l&apos;unica carta che hai appena raccolto dal monte degli scarti.</translation>
    </message>
    <message>
        <source>You cannot close by discarding a wildcard.</source>
        <translation>Non puoi chiudere scartando una matta.</translation>
    </message>
    <message>
        <source>Your team needs a buraco to close.</source>
        <translation>Per chiudere la tua squadra ha bisogno di un burraco.</translation>
    </message>
    <message>
        <source>Your team needs a clean buraco to close.</source>
        <translation>Per chiudere la tua squadra ha bisogno di un burraco pulito.</translation>
    </message>
    <message>
        <source>Your team has its pozzetto: keep one card to discard at the end.</source>
        <translation>La tua squadra ha già preso il pozzetto: tieni una carta da scartare alla fine.</translation>
    </message>
    <message>
        <source>That would leave you a last card you could not discard.</source>
        <translation>Così ti resterebbe un&apos;ultima carta che non potresti scartare.</translation>
    </message>
    <message>
        <source>You may take the discard pile only if you can then meld or attach.</source>
        <translation>Puoi raccogliere il monte degli scarti solo se poi cali o attacchi.</translation>
    </message>
    <message>
        <source>After taking the discard pile you must meld or attach before discarding.</source>
        <translation>Dopo aver raccolto il monte degli scarti devi calare o attaccare prima di scartare.</translation>
    </message>
    <message>
        <source>You cannot take the pozzetto now: it is taken only instead of drawing, once per team.</source>
        <translation>Ora non puoi prendere il pozzetto: si prende solo al posto della pescata, una volta per squadra.</translation>
    </message>
    <message>
        <source>You may take the pozzetto only after your first meld without wildcards.</source>
        <translation>Puoi prendere il pozzetto solo dopo la tua prima combinazione senza matte.</translation>
    </message>
    <message>
        <source>In these rules the discard pile is never taken.</source>
        <translation>Con queste regole il monte degli scarti non si raccoglie mai.</translation>
    </message>
    <message>
        <source>You may not discard your last card: go out by adding it to a meld.</source>
        <translation>Non puoi scartare l’ultima carta: chiudi attaccandola a una combinazione.</translation>
    </message>
    <message>
        <source>You can only add to your own team&apos;s melds.</source>
        <translation>Puoi attaccare carte solo alle combinazioni della tua squadra.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Questa mossa non è consentita.</translation>
    </message>
    <message>
        <source>A meld needs at least three cards.</source>
        <translation>Una combinazione richiede almeno tre carte.</translation>
    </message>
    <message>
        <source>The meld would be too long.</source>
        <translation>La combinazione sarebbe troppo lunga.</translation>
    </message>
    <message>
        <source>Choose the cards first.</source>
        <translation>Prima scegli le carte.</translation>
    </message>
    <message>
        <source>A meld needs a natural card that is not a two.</source>
        <translation>Una combinazione richiede una carta naturale che non sia un due.</translation>
    </message>
    <message>
        <source>Too many wildcards for this meld.</source>
        <translation>Troppe matte per questa combinazione.</translation>
    </message>
    <message>
        <source>A set holds at most eight natural cards.</source>
        <translation>Un tris può contenere al massimo otto carte naturali.</translation>
    </message>
    <message>
        <source>A set&apos;s cards must all be of one rank.</source>
        <translation>Le carte di un tris devono essere tutte dello stesso valore.</translation>
    </message>
    <message>
        <source>A run&apos;s cards must all be of one suit.</source>
        <translation>Le carte di una scala devono essere tutte dello stesso seme.</translation>
    </message>
    <message>
        <source>A run cannot hold two cards of the same value.</source>
        <translation>Una scala non può contenere due carte dello stesso valore.</translation>
    </message>
    <message>
        <source>The cards are not in sequence.</source>
        <translation>Le carte non sono in sequenza.</translation>
    </message>
    <message>
        <source>The same card is named twice.</source>
        <translation>La stessa carta è indicata due volte.</translation>
    </message>
    <message>
        <source>That card is not in this game&apos;s deck.</source>
        <translation>Questa carta non fa parte del mazzo di questa partita.</translation>
    </message>
    <message>
        <source>These cards do not fit that meld.</source>
        <translation>Queste carte non si possono attaccare a quella combinazione.</translation>
    </message>
    <message>
        <source>First draw from the stock, or take your pozzetto if you may.</source>
        <translation>Prima pesca dal tallone, o prendi il pozzetto se puoi.</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>Joker</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1: pescato %2.</translation>
    </message>
    <message>
        <source>%1 drew a card.</source>
        <translation>%1: pescata una carta.</translation>
    </message>
    <message>
        <source>%1 discarded %2.</source>
        <translation>%1: scartato %2.</translation>
    </message>
    <message>
        <source>%1 melded %2.</source>
        <translation>%1: calato %2.</translation>
    </message>
    <message>
        <source>%1 attached %2 → %3.</source>
        <translation>%1: attaccato %2 → %3.</translation>
    </message>
    <message>
        <source>%1 took the pozzetto instead of drawing.</source>
        <translation>%1: preso il pozzetto invece di pescare.</translation>
    </message>
    <message>
        <source>%1 picked up the pozzetto at once.</source>
        <translation>%1: preso il pozzetto al volo.</translation>
    </message>
    <message>
        <source>%1 picked up the pozzetto with the discard.</source>
        <translation>%1: preso il pozzetto con lo scarto.</translation>
    </message>
    <message>
        <source>Last turn: only two cards are left in the stock.</source>
        <translation>Ultimo turno: nel tallone restano solo due carte.</translation>
    </message>
    <message>
        <source>Last turn: stallo, nobody has drawn from the stock.</source>
        <translation>Ultimo turno: stallo, da troppi turni nessuno pesca dal tallone.</translation>
    </message>
    <message>
        <source>We closed the hand.</source>
        <translation>Abbiamo chiuso la mano.</translation>
    </message>
    <message>
        <source>They closed the hand.</source>
        <translation>Hanno chiuso la mano.</translation>
    </message>
    <message>
        <source>%1 closed the hand.</source>
        <translation>%1: smazzata chiusa.</translation>
    </message>
    <message>
        <source>The hand is over: the stock ran out.</source>
        <translation>La smazzata è finita: il tallone è esaurito.</translation>
    </message>
    <message>
        <source>The hand is over: stallo.</source>
        <translation>La smazzata è finita: stallo.</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>item data: ``True`` on the lines of the player&apos;s own moves</extracomment>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>A new hand is dealt.</source>
        <translation>Si distribuisce una nuova smazzata.</translation>
    </message>
</context>
<context>
    <name>MultiMatchTable</name>
    <message>
        <source>Hand</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>Totale partita</translation>
    </message>
</context>
<context>
    <name>MultiScoreSheet</name>
    <message>
        <source>Score sheet — hand {number}</source>
        <translation>Segnapunti — smazzata {number}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Smazzata {number}</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>The match so far</source>
        <translation>La partita finora</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Prossima smazzata</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Carte calate</translation>
    </message>
    <message>
        <source>Buraco bonuses</source>
        <translation>Bonus burrachi</translation>
    </message>
    <message>
        <source>Closing</source>
        <translation>Chiusura</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Carte in mano</translation>
    </message>
    <message>
        <source>Pozzetto not taken</source>
        <translation>Pozzetto non preso</translation>
    </message>
    <message>
        <source>Hand total</source>
        <translation>Totale smazzata</translation>
    </message>
    <message>
        <source>You closed the hand.</source>
        <translation>Hai chiuso tu la smazzata.</translation>
    </message>
    <message>
        <source>Hand closed by: {team}</source>
        <translation>Smazzata chiusa da: {team}</translation>
    </message>
    <message>
        <source>Stallo: too many turns without drawing from the stock. Nobody closed the hand.</source>
        <translation>Stallo: troppi turni senza pescare dal tallone. Nessuno ha chiuso la smazzata.</translation>
    </message>
    <message>
        <source>The stock ran out. Nobody closed the hand.</source>
        <translation>Il tallone è esaurito. Nessuno ha chiuso la smazzata.</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <source>The match is won by: {team}</source>
        <translation>Vince la partita: {team}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <extracomment>The targets offered by the New game dialog (R14.1), besides the player count&apos;s default.</extracomment>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Inizia</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modalità</translation>
    </message>
    <message>
        <source>1 vs 1</source>
        <translation>1 contro 1</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>Il &amp;tuo nome:</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>Challenge…</source>
        <translation>Sfida…</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Smazzata del giorno</translation>
    </message>
    <message>
        <source>&amp;Left opponent:</source>
        <translation>Avversario di &amp;sinistra:</translation>
    </message>
    <message>
        <source>&amp;Partner:</source>
        <translation>&amp;Compagno:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Avversario:</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Giocatore %1:</translation>
    </message>
    <message>
        <source>Your opponent</source>
        <translation>Il tuo avversario</translation>
    </message>
    <message>
        <source>Your opponents and partner</source>
        <translation>I tuoi avversari e il compagno</translation>
    </message>
    <message>
        <source>Your partner and the other pairs, in playing order</source>
        <translation>Il tuo compagno e le altre coppie, nell&apos;ordine di gioco</translation>
    </message>
    <message>
        <source>The other players, in playing order</source>
        <translation>Gli altri giocatori, nell&apos;ordine di gioco</translation>
    </message>
    <message>
        <source>These rules are played by 2 or 4 players.</source>
        <translation>Queste regole si giocano in 2 o in 4.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regole:</translation>
    </message>
    <message>
        <source>you against one opponent</source>
        <translation>tu contro un avversario</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 giocatori</translation>
    </message>
    <message>
        <source>the pairs form during the hand</source>
        <translation>le coppie si formano durante la smazzata</translation>
    </message>
    <message>
        <source>2 vs 2</source>
        <translation>2 contro 2</translation>
    </message>
    <message>
        <source>with a computer partner opposite you</source>
        <translation>con un compagno computer di fronte a te</translation>
    </message>
    <message>
        <source>5 players</source>
        <translation>5 giocatori</translation>
    </message>
    <message>
        <source>3 vs 3</source>
        <translation>3 contro 3</translation>
    </message>
    <message>
        <source>three pairs, your partner opposite you</source>
        <translation>tre coppie, il compagno di fronte a te</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Altro</translation>
    </message>
    <message>
        <source>a friend&apos;s code: the same deals for both</source>
        <translation>il codice di un amico: le stesse smazzate per entrambi</translation>
    </message>
    <message>
        <source>today&apos;s deals, the same for everyone</source>
        <translation>le smazzate di oggi, uguali per tutti</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} punti</translation>
    </message>
    <message>
        <source>R&amp;ight opponent:</source>
        <translation>Avversario di &amp;destra:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Obiettivo:</translation>
    </message>
    <message>
        <source>A person at this computer</source>
        <extracomment>The felt&apos;s green of the drawn table.</extracomment>
        <translation>Una persona a questo computer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation>Passa a %1</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now: the table shows their cards.</source>
        <translation>Ora solo %1 deve guardare lo schermo: il tavolo mostra le sue carte.</translation>
    </message>
    <message>
        <source>I am %1: show my cards</source>
        <translation>Sono %1: mostra le mie carte</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Tallone: %n carta</numerusform>
            <numerusform>Tallone: %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took the discard pile (%n card(s)): %2.</source>
        <translation>
            <numerusform>%1: raccolto il monte degli scarti (%n carta: %2).</numerusform>
            <numerusform>%1: raccolto il monte degli scarti (%n carte: %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stallo near: %n turn(s) left without drawing.</source>
        <translation>
            <numerusform>Stallo vicino: ancora %n turno senza pescare.</numerusform>
            <numerusform>Stallo vicino: ancora %n turni senza pescare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock almost out: %n card(s) to draw.</source>
        <translation>
            <numerusform>Tallone quasi finito: resta %n carta da pescare.</numerusform>
            <numerusform>Tallone quasi finito: restano %n carte da pescare.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Open cards</source>
        <translation>Carte scoperte</translation>
    </message>
    <message>
        <source>Open cards shows every hand face up. This match will then count as practice: its hands are left out of Statistics, for good, even if you switch Open cards off again.

Show every hand and make this match a practice match?</source>
        <translation>Carte scoperte mostra tutte le mani a faccia in su. Questa partita conterà allora come allenamento: le sue smazzate restano fuori dalle Statistiche, per sempre, anche se poi spegni Carte scoperte.

Mostrare tutte le mani e fare di questa partita un allenamento?</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Velocità delle animazioni:</translation>
    </message>
    <message>
        <source>Reduce motion</source>
        <translation>Riduci i movimenti</translation>
    </message>
    <message>
        <source>Cards appear in their new place with a short fade instead of travelling across the table; the computer still pauses between its moves.</source>
        <translation>Le carte compaiono al loro nuovo posto con una breve dissolvenza invece di attraversare il tavolo; il computer fa comunque una pausa tra una mossa e l’altra.</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Piccola</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Dimensione delle carte:</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Effetti sonori</translation>
    </message>
    <message>
        <source>No audio device was found: the sound effects cannot be heard.</source>
        <translation>Non è stato trovato alcun dispositivo audio: gli effetti sonori non si possono sentire.</translation>
    </message>
    <message>
        <source>Quick (0.3 s)</source>
        <translation>Rapido (0,3 s)</translation>
    </message>
    <message>
        <source>Normal (1 s)</source>
        <translation>Normale (1 s)</translation>
    </message>
    <message>
        <source>Deep (3 s)</source>
        <translation>Profondo (3 s)</translation>
    </message>
    <message>
        <source>Expert thinking time:</source>
        <translation>Tempo di riflessione dell&apos;esperto:</translation>
    </message>
    <message>
        <source>Red and black</source>
        <translation>Rosso e nero</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Quattro colori</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue, clubs green</source>
        <translation>Picche nere, cuori rossi, quadri blu, fiori verdi</translation>
    </message>
    <message>
        <source>Deck colours:</source>
        <translation>Colori del mazzo:</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Indice grande</translation>
    </message>
    <message>
        <source>Small index (the deck&apos;s own)</source>
        <translation>Indice piccolo (quello del mazzo)</translation>
    </message>
    <message>
        <source>Card index:</source>
        <translation>Indice delle carte:</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contrasto</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Tavolo:</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Italian</source>
        <translation>Italiano (torneo)</translation>
    </message>
    <message>
        <source>International</source>
        <translation>Internazionale</translation>
    </message>
    <message>
        <source>Burraco reale</source>
        <translation>Burraco reale</translation>
    </message>
    <message>
        <source>Casual (house rules)</source>
        <translation>Casual (regole di casa)</translation>
    </message>
    <message>
        <source>The F.I.Bur. tournament rules: sets of any rank, semi-clean buracos, close with any buraco.</source>
        <translation>Le regole di torneo F.I.Bur.: tris di qualsiasi valore, burraco semipulito, si chiude con qualsiasi burraco.</translation>
    </message>
    <message>
        <source>Sets of aces and threes only, no semi-clean buracos, close with a clean buraco; take the discard pile only if you can meld at once.</source>
        <translation>Solo tris di assi e di tre, niente burraco semipulito, si chiude con un burraco pulito; si raccoglie il monte degli scarti solo se si può calare subito.</translation>
    </message>
    <message>
        <source>104 cards without jokers (twos are still wild), runs only, close with a clean buraco.</source>
        <translation>104 carte senza jolly (le pinelle restano matte), solo scale, si chiude con un burraco pulito.</translation>
    </message>
    <message>
        <source>Home rules: several wildcards per meld, only runs are buracos, the pozzetto taken instead of drawing, go out by melding your last card.</source>
        <translation>Regole di casa: più matte per combinazione, burrachi solo le scale, il pozzetto preso invece di pescare, si chiude calando l’ultima carta.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay</source>
        <extracomment>Milliseconds between two actions while playing, by speed label index (0.5×, 1×, 2×, 4×). Room for a window manager&apos;s title bar before the window is shown (as ``ui/app/screen_fit``).</extracomment>
        <translation>Rivedi</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>La distribuzione (Home)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>Un&apos;azione indietro (Sinistra)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Avvia o metti in pausa (Spazio)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation>Un&apos;azione avanti (Destra)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>The end of the hand (End)</source>
        <translation>La fine della smazzata (Fine)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>Every hand face up</source>
        <translation>Tutte le mani scoperte</translation>
    </message>
    <message>
        <source>Fairness details…</source>
        <translation>Dettagli di equità…</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>The hand is dealt.</source>
        <translation>Si distribuisce la smazzata.</translation>
    </message>
    <message>
        <source>(no change)</source>
        <translation>(nessun cambiamento)</translation>
    </message>
    <message>
        <source>Our team</source>
        <translation>La nostra squadra</translation>
    </message>
    <message>
        <source>Their team</source>
        <translation>La loro squadra</translation>
    </message>
    <message>
        <source>Action %1 of %2 · turn %3</source>
        <translation>Azione %1 di %2 · turno %3</translation>
    </message>
    <message>
        <source>Hand over: our team %1, their team %2</source>
        <translation>Smazzata finita: noi %1, loro %2</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) the rules refuse skipped</source>
        <translation>
            <numerusform>%n azione rifiutata dalle regole saltata</numerusform>
            <numerusform>%n azioni rifiutate dalle regole saltate</numerusform>
        </translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
</context>
<context>
    <name>ResultCode</name>
    <message>
        <source>This result code is for another number of hands (%1) than this challenge (%2): it is of another challenge.</source>
        <translation>Questo codice risultato ha un altro numero di smazzate (%1) rispetto a questa sfida (%2): è di un&apos;altra sfida.</translation>
    </message>
    <message>
        <source>Type or paste your friend&apos;s result code.</source>
        <translation>Scrivi o incolla il codice risultato del tuo amico.</translation>
    </message>
    <message>
        <source>A result code is the score of every hand (yours:theirs, separated by commas), then / and the check value.</source>
        <translation>Un codice risultato è il punteggio di ogni smazzata (tuo:loro, separati da virgole), poi / e il valore di controllo.</translation>
    </message>
    <message>
        <source>The check value does not match: a character is mistyped, or the code is of another challenge.</source>
        <translation>Il valore di controllo non corrisponde: un carattere è sbagliato, oppure il codice è di un&apos;altra sfida.</translation>
    </message>
    <message>
        <source>from a code, not verified</source>
        <translation>da un codice, non verificato</translation>
    </message>
</context>
<context>
    <name>ResultCodeDialog</name>
    <message>
        <source>Compare a friend&apos;s result code</source>
        <translation>Confronta il codice risultato di un amico</translation>
    </message>
    <message>
        <source>Your friend&apos;s result code:</source>
        <translation>Codice risultato del tuo amico:</translation>
    </message>
    <message>
        <source>A result code is checked for typos only, not verified: only a result file, replayed (Game → Open a challenge result…), is verified.</source>
        <translation>Un codice risultato è controllato solo contro gli errori di battitura, non verificato: solo un file del risultato, rigiocato (Gioco → Apri un risultato di sfida…), è verificato.</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Confronta</translation>
    </message>
    <message>
        <source>%1 hands, total %2 – %3 (%4).</source>
        <translation>%1 smazzate, totale %2 – %3 (%4).</translation>
    </message>
</context>
<context>
    <name>SaveBanner</name>
    <message>
        <source>Not saved</source>
        <translation>Non salvata</translation>
    </message>
    <message>
        <source>Your match could not be saved (%1). The game goes on; this notice stays until a save succeeds.</source>
        <translation>Non è stato possibile salvare la partita (%1). Il gioco continua; questo avviso resta finché un salvataggio riesce.</translation>
    </message>
    <message>
        <source>The finished hands could not be written to the statistics history (%1), nor kept in the data folder for later. The game goes on; this notice stays until the history can be written.</source>
        <translation>Non è stato possibile scrivere le smazzate finite nello storico delle statistiche (%1), né conservarle nella cartella dei dati per dopo. Il gioco continua; questo avviso resta finché lo storico potrà essere scritto.</translation>
    </message>
    <message>
        <source>The finished hands could not be written to the statistics history (%1). They are kept in the data folder and recorded as soon as the history can be written; this notice stays until then.</source>
        <translation>Non è stato possibile scrivere le smazzate finite nello storico delle statistiche (%1). Sono conservate nella cartella dei dati e verranno registrate appena lo storico potrà essere scritto; questo avviso resta fino ad allora.</translation>
    </message>
    <message>
        <source>History not saved</source>
        <translation>Storico non salvato</translation>
    </message>
    <message>
        <source>A computer player ran into an error; a legal move was played for it. The game goes on.</source>
        <translation>Un giocatore del computer ha avuto un errore; al suo posto è stata giocata una mossa valida. Il gioco continua.</translation>
    </message>
    <message>
        <source>%1 is locked by another program</source>
        <translation>%1 è bloccato da un altro programma</translation>
    </message>
    <message>
        <source>%1 is in the way</source>
        <translation>%1 è d&apos;intralcio</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Smazzata %1 di %2</translation>
    </message>
    <message>
        <source>Victory Points %1–%2</source>
        <translation>Punti vittoria %1–%2</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Smazzata %1</translation>
    </message>
    <message>
        <source>%1 to go</source>
        <translation>mancano %1</translation>
    </message>
    <message>
        <source>Target reached</source>
        <translation>Obiettivo raggiunto</translation>
    </message>
    <message>
        <source>On the table %1</source>
        <translation>In tavola %1</translation>
    </message>
    <message>
        <source>pozzetto taken</source>
        <translation>pozzetto preso</translation>
    </message>
    <message>
        <source>buracos: %1</source>
        <translation>burrachi: %1</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Obiettivo %1</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Score sheet — hand {number}</source>
        <translation>Segnapunti — smazzata {number}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Smazzata {number}</translation>
    </message>
    <message>
        <source>The match so far</source>
        <translation>La partita finora</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Prossima smazzata</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>No hand has been finished yet.</source>
        <translation>Nessuna smazzata è ancora finita.</translation>
    </message>
    <message>
        <source>You closed the hand.</source>
        <translation>Hai chiuso tu la smazzata.</translation>
    </message>
    <message>
        <source>Hand closed by: {team}</source>
        <translation>Smazzata chiusa da: {team}</translation>
    </message>
    <message>
        <source>Stallo: too many turns without drawing from the stock. Nobody closed the hand.</source>
        <translation>Stallo: troppi turni senza pescare dal tallone. Nessuno ha chiuso la smazzata.</translation>
    </message>
    <message>
        <source>The stock ran out. Nobody closed the hand.</source>
        <translation>Il tallone è esaurito. Nessuno ha chiuso la smazzata.</translation>
    </message>
    <message>
        <source>The match is a tie.</source>
        <translation>La partita è finita in parità.</translation>
    </message>
    <message>
        <source>The match is won by: {team}</source>
        <translation>Vince la partita: {team}</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <source>The opponents win the match.</source>
        <translation>Gli avversari hanno vinto la partita.</translation>
    </message>
    <message>
        <source>Clean buraco</source>
        <translation>Burraco pulito</translation>
    </message>
    <message>
        <source>Semi-clean buraco</source>
        <translation>Burraco semipulito</translation>
    </message>
    <message>
        <source>Dirty buraco</source>
        <translation>Burraco sporco</translation>
    </message>
    <message>
        <source>Royal buraco</source>
        <translation>Burraco reale</translation>
    </message>
    <message>
        <source>Dirty royal buraco</source>
        <translation>Burraco reale sporco</translation>
    </message>
    <message>
        <source>Super buraco</source>
        <translation>Super burraco</translation>
    </message>
    <message>
        <source>Dirty super buraco</source>
        <translation>Super burraco sporco</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Carte calate</translation>
    </message>
    <message>
        <source>Buraco bonuses</source>
        <translation>Bonus burrachi</translation>
    </message>
    <message>
        <source>Closing</source>
        <translation>Chiusura</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Carte in mano</translation>
    </message>
    <message>
        <source>Pozzetto not taken</source>
        <translation>Pozzetto non preso</translation>
    </message>
    <message>
        <source>Hand total</source>
        <translation>Totale smazzata</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>Totale partita</translation>
    </message>
    <message>
        <source>Victory Points</source>
        <translation>Punti vittoria</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Smazzate giocate</translation>
    </message>
    <message>
        <source>{played} of {total}</source>
        <translation>{played} di {total}</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>{count} × {bonus} = {points}</source>
        <translation>{count} × {bonus} = {points}</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Some files could not be read. They were set aside and the game starts with defaults:</source>
        <translation>Non è stato possibile leggere alcuni file. Sono stati messi da parte e il gioco parte con le impostazioni predefinite:</translation>
    </message>
    <message>
        <source>The data folder %1 cannot be created (%2). The game runs, but your match and statistics will not be saved.</source>
        <translation>Non è possibile creare la cartella dei dati %1 (%2). Il gioco funziona, ma la partita e le statistiche non saranno salvate.</translation>
    </message>
    <message>
        <source>The data folder %1 cannot be written (%2). The game runs, but your match and statistics will not be saved until it can be.</source>
        <translation>Non è possibile scrivere nella cartella dei dati %1 (%2). Il gioco funziona, ma la partita e le statistiche non saranno salvate finché non sarà possibile.</translation>
    </message>
    <message>
        <source>The disk of the data folder %1 is full. The game runs, but your match and statistics will not be saved until there is space again.</source>
        <translation>Il disco della cartella dei dati %1 è pieno. Il gioco funziona, ma la partita e le statistiche non saranno salvate finché non ci sarà di nuovo spazio.</translation>
    </message>
    <message>
        <source>Burraco is already open in another window. This window will not resume or save the match in progress there.</source>
        <translation>Burraco è già aperto in un&apos;altra finestra. Questa finestra non riprenderà né salverà la partita in corso nell&apos;altra.</translation>
    </message>
    <message>
        <source>The finished hands of your saved match could not be recorded in the statistics yet (%1). They are kept and will be recorded at a later start.</source>
        <translation>Le smazzate finite della partita salvata non sono ancora state registrate nelle statistiche (%1). Sono conservate e verranno registrate a un prossimo avvio.</translation>
    </message>
    <message>
        <source>The statistics history %1 is locked by another program (an SQLite browser or a backup tool, perhaps). Burraco waits for it while you play; close that program to let it in.</source>
        <translation>Lo storico delle statistiche %1 è bloccato da un altro programma (forse un visualizzatore SQLite o un programma di backup). Burraco lo attende mentre giochi; chiudi quel programma per lasciarlo entrare.</translation>
    </message>
    <message>
        <source>The statistics history cannot be opened: %2 is in the way (SQLite keeps the history&apos;s journal there, and it is not a file). Remove or rename it, then start Burraco again.</source>
        <translation>Non è possibile aprire lo storico delle statistiche: %2 è d&apos;intralcio (SQLite tiene lì il giornale dello storico, e non è un file). Eliminalo o rinominalo, poi riavvia Burraco.</translation>
    </message>
    <message>
        <source>The statistics history %1 cannot be opened (%3). Check that the data folder can be written, then start Burraco again.</source>
        <translation>Non è possibile aprire lo storico delle statistiche %1 (%3). Controlla che la cartella dei dati sia scrivibile, poi riavvia Burraco.</translation>
    </message>
    <message>
        <source>Your finished hands are kept in the data folder meanwhile and recorded as soon as the history opens.</source>
        <translation>Nel frattempo le tue smazzate finite sono conservate nella cartella dei dati e verranno registrate appena lo storico si apre.</translation>
    </message>
    <message>
        <source>The hands you finish now will not be in the statistics.</source>
        <translation>Le smazzate che finisci ora non saranno nelle statistiche.</translation>
    </message>
    <message>
        <source>Burraco</source>
        <translation>Burraco</translation>
    </message>
    <message>
        <source>Resume the match?</source>
        <translation>Riprendere la partita?</translation>
    </message>
    <message>
        <source>A match was in progress when Burraco last closed. Resume it where you left it?</source>
        <translation>L&apos;ultima volta che Burraco è stato chiuso c&apos;era una partita in corso. Vuoi riprenderla da dove l&apos;avevi lasciata?</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Azzera statistiche…</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partite vinte</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% vittorie</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Smazzate giocate</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Smazzate vinte</translation>
    </message>
    <message>
        <source>Average hand score</source>
        <translation>Punteggio medio per smazzata</translation>
    </message>
    <message>
        <source>Best hand score</source>
        <translation>Miglior punteggio in una smazzata</translation>
    </message>
    <message>
        <source>Hands closed by you</source>
        <translation>Smazzate chiuse da te</translation>
    </message>
    <message>
        <source>The history could not be read (%1).</source>
        <translation>Non è stato possibile leggere lo storico (%1).</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged record(s) could not be read and are left out.</source>
        <translation>
            <numerusform>%n record danneggiato non si può leggere ed è escluso.</numerusform>
            <numerusform>%n record danneggiati non si possono leggere e sono esclusi.</numerusform>
        </translation>
    </message>
    <message>
        <source>By opponents and mode</source>
        <translation>Per avversari e modalità</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Smazzate</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>1 vs 1</source>
        <translation>1 contro 1</translation>
    </message>
    <message>
        <source>2 vs 2</source>
        <translation>2 contro 2</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 giocatori</translation>
    </message>
    <message>
        <source>No matches yet: the numbers fill in as you play, the chart once a match ends.</source>
        <translation>Ancora nessuna partita: i numeri si riempiono man mano che giochi, il grafico quando finisce una partita.</translation>
    </message>
    <message>
        <source>5 players</source>
        <translation>5 giocatori</translation>
    </message>
    <message>
        <source>3 vs 3</source>
        <translation>3 contro 3</translation>
    </message>
    <message>
        <source>No match played yet.</source>
        <translation>Nessuna partita giocata finora.</translation>
    </message>
    <message>
        <source>By rules</source>
        <translation>Per regole</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>%1 · partner %2</source>
        <translation>%1 · compagno %2</translation>
    </message>
    <message>
        <source>Buracos made</source>
        <translation>Burrachi realizzati</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>Puliti</translation>
    </message>
    <message>
        <source>Semi-clean</source>
        <translation>Semipuliti</translation>
    </message>
    <message>
        <source>Dirty</source>
        <translation>Sporchi</translation>
    </message>
    <message>
        <source>Royal</source>
        <translation>Reali</translation>
    </message>
    <message>
        <source>Royal dirty</source>
        <translation>Reali sporchi</translation>
    </message>
    <message>
        <source>Super</source>
        <translation>Super</translation>
    </message>
    <message>
        <source>Super dirty</source>
        <translation>Super sporchi</translation>
    </message>
    <message>
        <source>Your match results will be charted here: one bar per match, your points minus the opponents&apos;, once your first match ends.</source>
        <translation>Qui compariranno i risultati delle tue partite: una barra per partita, i tuoi punti meno quelli degli avversari, appena finisce la tua prima partita.</translation>
    </message>
    <message>
        <source>Match results (your points minus the opponents&apos;)</source>
        <translation>Risultati delle partite (i tuoi punti meno quelli degli avversari)</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perse</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera statistiche</translation>
    </message>
    <message>
        <source>Forget every match and hand played? This cannot be undone.</source>
        <translation>Cancellare tutte le partite e le smazzate giocate? L&apos;operazione non può essere annullata.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>You picked up your pozzetto.</source>
        <extracomment>the items of the cards in sight, by card (backs are not here: :attr:`pool`)</extracomment>
        <translation>Hai preso il tuo pozzetto.</translation>
    </message>
    <message>
        <source>%1 picked up a pozzetto.</source>
        <translation>%1 ha preso il pozzetto.</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <extracomment>buraco plates (and frames) by the engine&apos;s class: gold for a clean buraco, silver otherwise the classes the engine counts as clean (``Buraco.is_clean``, R6.4)</extracomment>
        <translation>Monte degli scarti</translation>
    </message>
    <message>
        <source>Ours</source>
        <translation>Nostro</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>Loro</translation>
    </message>
    <message>
        <source>Our pozzetto</source>
        <translation>Il nostro pozzetto</translation>
    </message>
    <message>
        <source>Their pozzetto</source>
        <translation>Il loro pozzetto</translation>
    </message>
    <message>
        <source>Buraco %1: %2 bonus</source>
        <translation>Burraco %1: bonus di %2</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>preso</translation>
    </message>
    <message>
        <source>Our melds</source>
        <translation>Le nostre combinazioni</translation>
    </message>
    <message>
        <source>Their melds</source>
        <translation>Le loro combinazioni</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Noi</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Loro</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Est–Ovest</translation>
    </message>
    <message>
        <source>%1: %2 on the table</source>
        <translation>%1: %2 sul tavolo</translation>
    </message>
    <message>
        <source>clean</source>
        <extracomment>the buraco classes in the engine&apos;s order (``Buraco``), as the table names them</extracomment>
        <translation>pulito</translation>
    </message>
    <message>
        <source>semi-clean</source>
        <translation>semipulito</translation>
    </message>
    <message>
        <source>dirty</source>
        <translation>sporco</translation>
    </message>
    <message>
        <source>royal</source>
        <translation>reale</translation>
    </message>
    <message>
        <source>royal dirty</source>
        <translation>reale sporco</translation>
    </message>
    <message>
        <source>super</source>
        <translation>super</translation>
    </message>
    <message>
        <source>super dirty</source>
        <translation>super sporco</translation>
    </message>
    <message>
        <source>pozzetto taken</source>
        <translation>pozzetto preso</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>compagno</translation>
    </message>
    <message>
        <source>%1 is thinking</source>
        <translation>%1 sta pensando</translation>
    </message>
    <message>
        <source>Their turn</source>
        <translation>È il suo turno</translation>
    </message>
    <message>
        <source>taken by you</source>
        <translation>preso da te</translation>
    </message>
    <message>
        <source>taken by %1</source>
        <translation>preso da %1</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>South</source>
        <extracomment>:meth:`GameController._computer_command`&apos;s default: ask the computer now. New matches are fair (issue 29, :mod:`.fair_play`): each hand&apos;s deck is committed and waits for the cut; a deal code&apos;s match (it deals a known hand) and a given deck are not. The expert&apos;s search options (``samples``, ``budget`` seconds, ``workers``): by default 1 s per search on the shared process pool; see :meth:`set_search_budget`. The challenge being played (issue 29, :mod:`~burraco_qt.engine.challenge`), or ``None``. The people at this computer by seat (hot seat, issue 31): the table turns to the person to play (:attr:`human_seat` follows them); empty for one person. Hot seat: the hand arrangement of each person not at the table, by seat (their hand&apos;s card ids in order, and its sort: &quot;suit&quot;, &quot;rank&quot; or ``None``, their own). The table (``ui/table/turning.py``) keeps them here, not in the scene, which holds nothing of another seat&apos;s hand; the autosave writes them with the table&apos;s look.</extracomment>
        <translation>Sud</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ovest</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Compagno</translation>
    </message>
    <message>
        <source>Left opponent</source>
        <translation>Avversario a sinistra</translation>
    </message>
    <message>
        <source>Right opponent</source>
        <translation>Avversario a destra</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>esperto</translation>
    </message>
    <message>
        <source>Select one card, then click the discard pile to discard it.</source>
        <translation>Seleziona una carta, poi clicca sul monte degli scarti per scartarla.</translation>
    </message>
    <message>
        <source>Discard one card at a time.</source>
        <translation>Scarta una carta alla volta.</translation>
    </message>
    <message>
        <source>Select the cards to attach first.</source>
        <translation>Seleziona prima le carte da aggiungere.</translation>
    </message>
    <message>
        <source>Select or focus one card to discard.</source>
        <translation>Seleziona o metti a fuoco una carta da scartare.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>My melds</source>
        <translation>Le mie combinazioni</translation>
    </message>
    <message>
        <source>Melds of %1</source>
        <translation>Combinazioni di %1</translation>
    </message>
    <message>
        <source>%1 on the table</source>
        <translation>%1 in tavola</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Coppie</translation>
    </message>
    <message>
        <source>A pozzetto of %1 cards</source>
        <translation>Un pozzetto di %1 carte</translation>
    </message>
    <message>
        <source>You and %1 now play as a pair</source>
        <translation>Tu e %1 ora giocate in coppia</translation>
    </message>
    <message>
        <source>%1 and %2 now play as a pair</source>
        <translation>%1 e %2 ora giocano in coppia</translation>
    </message>
    <message>
        <source>Cut at a number from 1 to %1.</source>
        <extracomment>Keys of the cut&apos;s captions (made by :class:`~.captions.TableCaptions`).</extracomment>
        <translation>Taglia a un numero da 1 a %1.</translation>
    </message>
    <message>
        <source>The deck is cut at random…</source>
        <translation>Il mazzo viene tagliato a caso…</translation>
    </message>
    <message>
        <source>Cut at %1: press Enter</source>
        <translation>Taglio a %1: premi Invio</translation>
    </message>
    <message>
        <source>Cut the deck: click a card of the deck, or type a number from 1 to %1 and press Enter</source>
        <translation>Taglia il mazzo: fai clic su una carta del mazzo, oppure digita un numero da 1 a %1 e premi Invio</translation>
    </message>
    <message>
        <source>Deck fingerprint %1</source>
        <translation>Impronta del mazzo %1</translation>
    </message>
    <message>
        <source>SHA-256 of the shuffled deck and a secret salt, fixed before your cut:
%1
The salt and the deck are revealed after the hand.</source>
        <translation>SHA-256 del mazzo mescolato e di un sale segreto, fissato prima del tuo taglio:
%1
Il sale e il mazzo sono rivelati dopo la mano.</translation>
    </message>
</context>
</TS>
