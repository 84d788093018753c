"""Viva il Re! rules text in the app's four languages (proper names untranslated)."""

EN = [
    (
        "The game",
        [
            "3 to 6 players (2 to 5 with the Imperial Envoy) play 3 rounds. In each round the "
            "candidates climb the palace's seven levels and one of them becomes King. Your secret "
            "goal card names your six favourite candidates: you score for where they stand when "
            "a King is crowned.",
            "Levels, bottom to top: Servants 0 · Craftsmen 1 · Traders 2 · Officers 3 · "
            "Dignitaries 4 · Nobles 5 · Throne. Levels 1 to 5 hold at most 4 candidates; the "
            "Servants have no limit.",
        ],
    ),
    (
        "Setup",
        [
            "Each player gets a secret goal card, a YES card and NO cards: 3 players 4 each, "
            "4 players 3 each, 5 or 6 players 2 each. How many NO cards a player still holds is "
            "secret; the log shows every revealed vote.",
            "The first player is chosen at setup or drawn at random.",
            "Ruling: the printed goal cards are not known, so the app uses its own 26 cards: every "
            "candidate is on 12 of them (6 of cards 1–13) and any two candidates share 5 cards.",
        ],
    ),
    (
        "Phase 1 — placement",
        [
            "From the round's first player clockwise, each player puts one unplaced candidate on "
            "a level from Craftsmen to Dignitaries that has room, until each has placed: "
            "3 players 4 · 4 players 3 · 5 or 6 players 2. The candidates left over go to the "
            "Servants.",
        ],
    ),
    (
        "Phase 2 — the climb",
        [
            "From the first player clockwise, each player must move one candidate up exactly one "
            "level, never into a full level and never down. A move is always possible.",
            "A candidate moved from the Nobles onto the Throne calls a vote, and the mover takes "
            "the crown. Every player votes YES or NO in secret, one after another on their own "
            "screen; a player without NO cards can only vote YES. The votes are shown together.",
            "All YES: the candidate is King and the round ends. At least one NO: the candidate "
            "leaves the palace for the rest of the round, the NO cards played are gone for the "
            "round, and play goes on with the player left of the crown holder.",
        ],
    ),
    (
        "Scoring",
        [
            "For each of your six favourites: King 10 · Nobles 5 · Dignitaries 4 · Officers 3 · "
            "Traders 2 · Craftsmen 1 · Servants 0 · out of the palace 0.",
            "Round 3 only: a player who scores 0 in that round scores 33 instead.",
            "Next round: new goal cards from the rest of the deck, all vote cards back, an empty "
            "palace; the player left of the crown holder starts.",
            "After round 3 the highest total wins. Tie: the tied player with more of their round-3 "
            "favourites still in the palace wins; still tied, they share the win.",
        ],
    ),
    (
        "Variant: the Imperial Envoy",
        [
            "Zaira la Sultana Emira's envoy votes too but takes no turns. Its goal card is public "
            "and its score starts at 20. It has a YES card and NO cards as one more player would "
            "(2 players 4 each, 3 players 3 each, 4 or 5 players 2 each).",
            "Ruling: placement also counts the envoy as a player (2 players place 4 each, "
            "3 players 3 each, 4 or 5 players 2 each).",
            "If the candidate is one of its favourites the envoy votes YES. Otherwise its top vote "
            "card is revealed: a NO is gone for the round; a YES that did not crown is shuffled "
            "back with its NO cards. With no NO cards left it always votes YES.",
            "Ruling: the blank card of the printed game only helps shuffling and is left out.",
            "The envoy scores like a player. If it ends with strictly the most points, the Empire "
            "wins and every player loses.",
            "With 2 players the game uses goal cards 1–13 only.",
        ],
    ),
    (
        "Variant: the Privy",
        [
            "A privy stands beside the Officers in round 1, the Dignitaries in round 2 and the "
            "Nobles in round 3. Instead of moving a candidate up from that level, you may move it "
            "into the privy. The privy holds one candidate, who still counts toward the level's "
            "limit of 4, and moves up from there as if on the level.",
            "A candidate in the privy when a King is crowned scores 1 point.",
        ],
    ),
]

HU = [
    (
        "A játék",
        [
            "3–6 játékos (a birodalmi követtel 2–5) 3 fordulót játszik. Minden fordulóban az "
            "utódjelöltek a kastély hét szintjén másznak felfelé, és egyikük király lesz. Titkos "
            "célkártyád hat kedvenc jelöltet nevez meg: azért kapsz pontot, ahol a koronázáskor "
            "állnak.",
            "A szintek alulról felfelé: Szolgák 0 · Kézművesek 1 · Kereskedők 2 · Tisztek 3 · "
            "Tisztviselők 4 · Nemesek 5 · trón. Az 1–5. szinten legfeljebb 4 jelölt állhat; a "
            "Szolgák szintje korlátlan.",
        ],
    ),
    (
        "Előkészületek",
        [
            "Minden játékos kap egy titkos célkártyát, egy IGEN és néhány NEM kártyát: 3 játékos "
            "4-et, 4 játékos 3-at, 5 vagy 6 játékos 2-t. Hogy kinek hány NEM kártyája maradt, "
            "titok; a napló minden felfedett szavazást mutat.",
            "A kezdőjátékost előre választjátok ki, vagy sorsolás dönt.",
            "Döntés: a nyomtatott célkártyák tartalma nem ismert, ezért az alkalmazás saját 26 "
            "kártyát használ: minden jelölt 12 kártyán szerepel (az 1–13. kártyák közül 6-on), és "
            "bármely két jelölt 5 kártyán szerepel együtt.",
        ],
    ),
    (
        "1. fázis — elhelyezés",
        [
            "A forduló kezdőjátékosától az óramutató járása szerint mindenki egy még le nem tett "
            "jelöltet tesz a Kézművesek és a Tisztviselők közötti olyan szintre, ahol van hely, "
            "amíg mindenki le nem tett: 3 játékos 4-et · 4 játékos 3-at · 5 vagy 6 játékos 2-t. "
            "A megmaradt jelöltek a Szolgák közé kerülnek.",
        ],
    ),
    (
        "2. fázis — a mászás",
        [
            "A kezdőjátékostól az óramutató járása szerint mindenki pontosan egy szinttel feljebb "
            "visz egy jelöltet; teli szintre és lefelé nem léphet. Mindig van szabályos lépés.",
            "Ha egy jelölt a Nemesek közül a trónra lép, szavazás következik, és a lépő megkapja "
            "a koronát. Mindenki titokban IGEN-nel vagy NEM-mel szavaz, egymás után, a saját "
            "képernyőjén; akinek nincs NEM kártyája, csak IGEN-nel szavazhat. A szavazatokat "
            "egyszerre fedjük fel.",
            "Csupa IGEN: a jelölt király, a forduló véget ér. Legalább egy NEM: a jelölt a forduló "
            "végéig elhagyja a kastélyt, a kijátszott NEM kártyák a forduló végéig kiesnek, és a "
            "koronás játékos bal oldali szomszédja folytatja.",
        ],
    ),
    (
        "Pontozás",
        [
            "Mind a hat kedvenced után: király 10 · Nemesek 5 · Tisztviselők 4 · Tisztek 3 · "
            "Kereskedők 2 · Kézművesek 1 · Szolgák 0 · kastélyon kívül 0.",
            "Csak a 3. fordulóban: aki abban a fordulóban 0 pontot szerez, 33 pontot kap helyette.",
            "Új forduló: új célkártyák a pakli maradékából, minden szavazókártya visszajár, üres "
            "kastély; a koronás játékos bal oldali szomszédja kezd.",
            "A 3. forduló után a legtöbb pont nyer. Döntetlen: az a holtversenyben álló nyer, "
            "akinek több 3. fordulós kedvence van még a kastélyban; ha így is egyenlő, "
            "megosztoznak a győzelmen.",
        ],
    ),
    (
        "Változat: a birodalmi követ",
        [
            "Zaira la Sultana Emira követe is szavaz, de nem lép. Célkártyája nyilvános, "
            "pontszáma 20-ról indul. Annyi IGEN és NEM kártyája van, mint egy további "
            "játékosnak (2 játékosnál 4, 3-nál 3, 4 vagy 5 játékosnál 2).",
            "Döntés: az elhelyezésnél is egy játékosnak számít (2 játékos 4-et, 3 játékos 3-at, "
            "4 vagy 5 játékos 2-t tesz le).",
            "Ha a jelölt a kedvence, a követ IGEN-nel szavaz. Különben felfedjük paklija felső "
            "lapját: a NEM a forduló végéig kiesik; a koronázáshoz nem elég IGEN visszakeveredik "
            "a NEM kártyái közé. Ha nincs több NEM kártyája, mindig IGEN-nel szavaz.",
            "Döntés: a nyomtatott játék üres kártyája csak a keverést segíti, ezért elhagyjuk.",
            "A követ ugyanúgy pontoz, mint egy játékos. Ha a végén egyedül neki van a legtöbb "
            "pontja, a Birodalom nyer, és minden játékos veszít.",
            "Két játékosnál csak az 1–13. célkártyákat használjuk.",
        ],
    ),
    (
        "Változat: a mellékhelyiség",
        [
            "Az 1. fordulóban a Tisztek, a 2.-ban a Tisztviselők, a 3.-ban a Nemesek mellett áll "
            "egy mellékhelyiség. Ahelyett, hogy erről a szintről feljebb lépnél, a jelöltet a "
            "mellékhelyiségbe is teheted. Egyszerre egy jelölt lehet benne; ő is beszámít a szint "
            "4-es korlátjába, és innen úgy lép feljebb, mintha a szinten állna.",
            "Aki a koronázáskor a mellékhelyiségben van, 1 pontot ér.",
        ],
    ),
]

IT = [
    (
        "Il gioco",
        [
            "Da 3 a 6 giocatori (da 2 a 5 con l'Emissario imperiale) giocano 3 round. In ogni "
            "round i candidati salgono i sette piani del palazzo e uno di loro diventa Re. La tua "
            "carta obiettivo segreta indica i tuoi sei candidati preferiti: guadagni punti per "
            "dove si trovano quando un Re viene incoronato.",
            "Piani, dal basso: Servi 0 · Artigiani 1 · Mercanti 2 · Ufficiali 3 · Dignitari 4 · "
            "Nobili 5 · Trono. I piani da 1 a 5 ospitano al massimo 4 candidati; i Servi non hanno "
            "limite.",
        ],
    ),
    (
        "Preparazione",
        [
            "Ogni giocatore riceve una carta obiettivo segreta, una carta SÌ e carte NO: con 3 "
            "giocatori 4 a testa, con 4 giocatori 3, con 5 o 6 giocatori 2. Quante carte NO "
            "restano a un giocatore è segreto; il registro mostra ogni voto rivelato.",
            "Il primo giocatore si sceglie in preparazione o si estrae a sorte.",
            "Regola della casa: il contenuto delle carte stampate non è noto, perciò l'app usa 26 "
            "carte proprie: ogni candidato compare su 12 carte (6 tra le carte 1–13) e due "
            "candidati qualsiasi compaiono insieme su 5 carte.",
        ],
    ),
    (
        "Fase 1 — piazzamento",
        [
            "A partire dal primo giocatore del round, in senso orario, ognuno mette un candidato "
            "non ancora piazzato su un piano dagli Artigiani ai Dignitari che abbia posto, finché "
            "ognuno ha piazzato: 3 giocatori 4 · 4 giocatori 3 · 5 o 6 giocatori 2. I candidati "
            "avanzati vanno tra i Servi.",
        ],
    ),
    (
        "Fase 2 — la scalata",
        [
            "A partire dal primo giocatore, in senso orario, ognuno deve far salire un candidato "
            "di esattamente un piano, mai in un piano pieno e mai verso il basso. Una mossa è "
            "sempre possibile.",
            "Un candidato portato dai Nobili al Trono provoca una votazione e chi l'ha mosso "
            "prende la corona. Ognuno vota SÌ o NO in segreto, uno dopo l'altro sul proprio "
            "schermo; chi non ha più carte NO può votare solo SÌ. I voti si rivelano tutti "
            "insieme.",
            "Tutti SÌ: il candidato è Re e il round finisce. Almeno un NO: il candidato lascia il "
            "palazzo per il resto del round, le carte NO giocate sono perse per il round e il "
            "gioco prosegue con il giocatore a sinistra di chi ha la corona.",
        ],
    ),
    (
        "Punteggio",
        [
            "Per ognuno dei tuoi sei preferiti: Re 10 · Nobili 5 · Dignitari 4 · Ufficiali 3 · "
            "Mercanti 2 · Artigiani 1 · Servi 0 · fuori dal palazzo 0.",
            "Solo nel round 3: chi fa 0 punti in quel round ne segna invece 33.",
            "Round successivo: nuove carte obiettivo dal resto del mazzo, tutte le carte voto "
            "tornano, il palazzo si svuota; inizia il giocatore a sinistra di chi ha la corona.",
            "Dopo il round 3 vince il totale più alto. In caso di parità vince chi ha ancora nel "
            "palazzo più preferiti del round 3; se la parità resta, la vittoria è condivisa.",
        ],
    ),
    (
        "Variante: l'Emissario imperiale",
        [
            "L'emissario di Zaira la Sultana Emira vota ma non gioca turni. La sua carta obiettivo "
            "è scoperta e il suo punteggio parte da 20. Ha una carta SÌ e carte NO come un "
            "giocatore in più (2 giocatori 4, 3 giocatori 3, 4 o 5 giocatori 2).",
            "Regola della casa: anche nel piazzamento l'emissario conta come un giocatore "
            "(2 giocatori ne piazzano 4 a testa, 3 giocatori 3, 4 o 5 giocatori 2).",
            "Se il candidato è uno dei suoi preferiti l'emissario vota SÌ. Altrimenti si rivela la "
            "prima carta del suo mazzo: un NO è perso per il round; un SÌ che non ha incoronato si "
            "rimescola con le sue carte NO. Senza carte NO vota sempre SÌ.",
            "Regola della casa: la carta bianca del gioco stampato serve solo a mescolare e non "
            "viene usata.",
            "L'emissario segna punti come un giocatore. Se finisce con strettamente più punti di "
            "tutti, vince l'Impero e tutti i giocatori perdono.",
            "In 2 giocatori si usano solo le carte obiettivo 1–13.",
        ],
    ),
    (
        "Variante: il Gabinetto",
        [
            "Un gabinetto sta accanto agli Ufficiali nel round 1, ai Dignitari nel round 2 e ai "
            "Nobili nel round 3. Invece di far salire un candidato da quel piano, puoi metterlo "
            "nel gabinetto. Il gabinetto ospita un solo candidato, che conta ancora per il limite "
            "di 4 del piano e da lì sale come se fosse sul piano.",
            "Un candidato nel gabinetto quando un Re viene incoronato vale 1 punto.",
        ],
    ),
]

RU = [
    (
        "Игра",
        [
            "От 3 до 6 игроков (от 2 до 5 с имперским послом) играют 3 раунда. В каждом раунде "
            "кандидаты поднимаются по семи уровням дворца, и один из них становится королём. Ваша "
            "тайная карта цели называет шесть любимых кандидатов: очки даются за то, где они "
            "стоят в момент коронации.",
            "Уровни снизу вверх: Слуги 0 · Ремесленники 1 · Торговцы 2 · Офицеры 3 · Сановники 4 "
            "· Дворяне 5 · Трон. На уровнях 1–5 не больше 4 кандидатов; у Слуг предела нет.",
        ],
    ),
    (
        "Подготовка",
        [
            "Каждый игрок получает тайную карту цели, карту ДА и карты НЕТ: при 3 игроках по 4, "
            "при 4 — по 3, при 5 или 6 — по 2. Сколько карт НЕТ осталось у игрока, — тайна; в "
            "журнале видны все открытые голосования.",
            "Первого игрока выбирают при подготовке или определяют жребием.",
            "Решение: содержание печатных карт неизвестно, поэтому приложение использует свои "
            "26 карт: каждый кандидат есть на 12 картах (на 6 из карт 1–13), а любые два "
            "кандидата вместе встречаются на 5 картах.",
        ],
    ),
    (
        "Фаза 1 — расстановка",
        [
            "Начиная с первого игрока раунда и по часовой стрелке, каждый ставит одного ещё не "
            "поставленного кандидата на уровень от Ремесленников до Сановников, где есть место, "
            "пока все не поставят: 3 игрока по 4 · 4 игрока по 3 · 5 или 6 игроков по 2. "
            "Оставшиеся кандидаты идут к Слугам.",
        ],
    ),
    (
        "Фаза 2 — восхождение",
        [
            "Начиная с первого игрока и по часовой стрелке, каждый обязан поднять одного "
            "кандидата ровно на один уровень — не на заполненный уровень и никогда не вниз. Ход "
            "возможен всегда.",
            "Если кандидат поднимается от Дворян на Трон, начинается голосование, и сделавший ход "
            "получает корону. Все тайно голосуют ДА или НЕТ, по очереди, каждый на своём экране; "
            "у кого нет карт НЕТ, может голосовать только ДА. Голоса открываются одновременно.",
            "Все ДА: кандидат — король, раунд окончен. Хотя бы одно НЕТ: кандидат покидает "
            "дворец до конца раунда, сыгранные карты НЕТ выбывают до конца раунда, и игру "
            "продолжает игрок слева от владельца короны.",
        ],
    ),
    (
        "Подсчёт очков",
        [
            "За каждого из шести любимцев: король 10 · Дворяне 5 · Сановники 4 · Офицеры 3 · "
            "Торговцы 2 · Ремесленники 1 · Слуги 0 · вне дворца 0.",
            "Только в 3-м раунде: игрок, набравший в нём 0, получает вместо этого 33.",
            "Новый раунд: новые карты цели из остатка колоды, все карты голосования возвращаются, "
            "дворец пуст; начинает игрок слева от владельца короны.",
            "После 3-го раунда побеждает наибольшая сумма. При равенстве побеждает тот, у кого "
            "больше любимцев 3-го раунда осталось во дворце; если и это равно — победа общая.",
        ],
    ),
    (
        "Вариант: имперский посол",
        [
            "Посол Заиры ла Султаны Эмиры голосует, но не ходит. Его карта цели открыта, а счёт "
            "начинается с 20. У него карта ДА и карты НЕТ, как у ещё одного игрока (2 игрока — "
            "по 4, 3 — по 3, 4 или 5 — по 2).",
            "Решение: при расстановке посол тоже считается игроком (2 игрока ставят по 4, "
            "3 — по 3, 4 или 5 — по 2).",
            "Если кандидат — его любимец, посол голосует ДА. Иначе открывается верхняя карта его "
            "колоды: НЕТ выбывает до конца раунда; ДА, не принёсшее коронации, замешивается "
            "обратно к его картам НЕТ. Без карт НЕТ он всегда голосует ДА.",
            "Решение: пустая карта печатной игры нужна только для перемешивания и не используется.",
            "Посол получает очки как игрок. Если у него в конце строго больше всех очков, "
            "побеждает Империя, и все игроки проигрывают.",
            "При 2 игроках используются только карты цели 1–13.",
        ],
    ),
    (
        "Вариант: уборная",
        [
            "Уборная стоит рядом с Офицерами в 1-м раунде, с Сановниками во 2-м и с Дворянами в "
            "3-м. Вместо того чтобы поднять кандидата с этого уровня, можно отправить его в "
            "уборную. В ней помещается один кандидат; он по-прежнему считается в пределе 4 этого "
            "уровня и поднимается оттуда, как с самого уровня.",
            "Кандидат в уборной в момент коронации приносит 1 очко.",
        ],
    ),
]

RULES = {"en": EN, "hu": HU, "it": IT, "ru": RU}
