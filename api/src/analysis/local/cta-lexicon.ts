/**
 * Calls to action in English, Spanish, French, German, Portuguese and Italian (and whole Vietnamese
 * phrases), folded (lower case, accents and apostrophes removed, as `fold` in fold.ts does) so
 * "Conoce más", "CONOCE MAS" and an OCR reading that lost the accent all match. Docs:
 * docs/analysis.md, "Call to action".
 */

/** Words a call to action starts with: imperatives, and the infinitives French and German buttons use. */
export const CTA_VERBS = new Set(
  [
    // English
    "shop buy order preorder pre-order sign subscribe get download book learn start try join reserve register call",
    "claim discover explore apply donate install play watch contact request save see find add checkout upgrade visit",
    "browse enrol enroll rent compare read view grab unlock redeem activate schedule know click tap swipe listen",
    "stream chat message follow vote continue go enter create build customize customise configure secure check meet",
    "ask give support hire quote sell send scan rsvp renew plan open switch earn choose pick talk enquire inquire",
    "invest track log",
    // Spanish
    "compra comprar compre conoce conocer conozca descubre descubrir descubra reserva reservar registrate registrarse",
    "suscribete suscribirse pide pedir pida llama llamar llame visita visitar visite empieza empezar comienza",
    "comenzar prueba probar pruebalo obten obtener consigue conseguir descarga descargar descargue unete solicita",
    "solicitar contactanos contacta contactar cotiza cotizar mira mirar aprovecha aprovechar hazte agenda agendar",
    "encuentra encontrar elige elegir inscribete participa juega escucha lee leer ver escanea escanear anadir anade",
    "agregar agrega descargala",
    // French
    "achetez acheter achete decouvrez decouvrir decouvre reservez reserver inscrivez inscrire commandez commander",
    "essayez essayer telechargez telecharger profitez profiter contactez contacter demandez demander obtenez obtenir",
    "rejoignez rejoindre abonnez jouez regardez regarder visitez visiter appelez appeler commencez commencer trouvez",
    "trouver choisissez personnalisez voir scannez flashez ajouter ajoutez",
    // German
    "kaufen kaufe bestellen bestelle entdecken entdecke buchen buche testen teste anmelden registrieren herunterladen",
    "sichern sichere abonnieren spielen ansehen anfragen kontaktieren starten probieren mitmachen informieren",
    "shoppen vergleichen jetzt scannen scanne",
    // Portuguese
    "compre comprar conheca conhecer descubra descobrir reserve inscreva inscrever assine assinar baixe baixar peca",
    "experimente experimentar cadastre cadastrar garanta garantir saiba acesse acessar ligue ligar comece comecar",
    "solicite participe aproveite confira clique agende encontre escolha veja escaneie aponte adicionar adicione",
    "inscreva-se cadastre-se registre-se",
    // Italian
    "scopri scoprire acquista acquistare compra comprare prenota prenotare iscriviti abbonati ordina ordinare scarica",
    "scaricare prova provare richiedi richiedere registrati vai chiama chiamare contattaci inizia iniziare gioca",
    "guarda ascolta approfitta trova scegli clicca entra leggi vedi scansiona inquadra aggiungi",
  ]
    .join(" ")
    .split(" "),
);

/** Words that turn a verb into an unmistakable call to action: "Shop now", "Conoce más", "Jetzt kaufen". */
export const CTA_COMPLETIONS = new Set(
  [
    "now today here more free online started", // English
    "ahora ya aqui aca mas hoy gratis", // Spanish
    "maintenant ici plus gratuit", // French
    "jetzt hier mehr gratis kostenlos", // German
    "agora ja mais hoje", // Portuguese
    "ora qui subito piu oggi", // Italian
  ]
    .join(" ")
    .split(" "),
);

/** Whole calls to action that do not start with a listed verb. */
export const CTA_PHRASES = [
  "en savoir plus",
  "voir plus",
  "j en profite",
  "je m inscris",
  "je commande",
  "je decouvre",
  "je reserve",
  "je m abonne",
  "en profiter",
  "s inscrire",
  "mehr erfahren",
  "mehr infos",
  "zum shop",
  "zum angebot",
  "hier klicken",
  "hier bestellen",
  "hier buchen",
  "in den warenkorb",
  "kostenlos testen",
  "mas informacion",
  "ver mas",
  "saber mas",
  "saiba mais",
  "ver mais",
  "fale conosco",
  "quero comprar",
  "scopri di piu",
  "maggiori informazioni",
  "per saperne di piu",
  // Vietnamese, whose verbs are whole phrases of syllables ("đăng ký", register; "đang", alone,
  // is "currently"): matched only as phrases. The reader drops most of its accents anyway.
  "mua ngay",
  "mua sam ngay",
  "mua hang",
  "dat ngay",
  "dat hang",
  "dat mua",
  "dat lich",
  "dang ky",
  "tim hieu them",
  "tim hieu ngay",
  "xem them",
  "xem ngay",
  "xem chi tiet",
  "kham pha ngay",
  "tai ngay",
  "tai ung dung",
  "lien he ngay",
  "nhan ngay",
  "goi ngay",
  "thu ngay",
  "so huu ngay",
  // Dutch, Polish, Turkish, Indonesian, the Scandinavian languages, Finnish, Czech, Slovak,
  // Romanian and Hungarian: the commonest shop, sign-up and app labels, as whole phrases only (a
  // verb of these alone leads a headline as often as a button). Written as `fold` leaves them, and
  // as the reader reads them: it has no "ø", "ł" or dotless "ı", so "køb" is "kob".
  ...[
    "bestel nu|bestel direct|koop nu|shop nu|nu kopen|nu bestellen|bekijk nu|bekijk meer|ontdek meer|ontdek nu",
    "meer informatie|meer info|lees meer|probeer gratis|probeer nu|meld je aan|schrijf je in|boek nu|download nu",
    "kup teraz|kup online|zamow teraz|zamow online|sprawdz teraz|sprawdz oferte|zobacz wiecej|zobacz oferte",
    "dowiedz sie wiecej|pobierz teraz|pobierz aplikacje|zarezerwuj teraz|zapisz sie|dodaj do koszyka|do koszyka",
    "hemen al|satin al|simdi al|hemen satin al|hemen incele|hemen kesfet|simdi kesfet|hemen basvur|hemen indir",
    "simdi indir|sepete ekle|uye ol|hemen uye ol|daha fazla bilgi|detayli bilgi",
    "beli sekarang|pesan sekarang|daftar sekarang|belanja sekarang|unduh sekarang|coba sekarang|coba gratis",
    "lihat promo|lihat sekarang|lihat selengkapnya|klaim sekarang|dapatkan sekarang|gabung sekarang|pelajari lebih lanjut",
    "kop nu|handla nu|boka nu|las mer|upptack mer|prova gratis|bestall nu|ladda ner|anmal dig|se mer",
    "kob nu|bestil nu|se mere|book nu|kjop na|bestill na|les mer",
    "osta nyt|osta heti|tilaa nyt|varaa nyt|lue lisaa|katso lisaa|tutustu nyt|kokeile ilmaiseksi|lataa nyt|liity nyt",
    "koupit nyni|kupte nyni|objednat nyni|objednejte nyni|zjistit vice|zjistete vice|vice informaci|vyzkouset zdarma",
    "stahnout zdarma|pridat do kosiku|do kosiku|kupit teraz|objednat teraz|zistit viac|viac informacii",
    "cumpara acum|comanda acum|comanda online|afla mai multe|descopera acum|descopera mai multe|rezerva acum",
    "incearca gratuit|adauga in cos|vezi oferta|vezi detalii|vezi mai mult",
    "vasarolj most|rendelj most|rendeld meg|foglalj most|tudj meg tobbet|probald ki|fedezd fel|kosarba|regisztralj",
    "toltsd le",
  ].flatMap((line) => line.split("|")),
];

/**
 * Chinese calls to action, simplified and traditional (the reader's one script besides Latin):
 * verbs a button label starts with, from common shop, sign-up and app-store labels ("购买",
 * "報名", "下載", "了解"), not from any ad we measure.
 */
export const CTA_VERBS_ZH = (
  "购买 購買 购物 購物 选购 選購 订购 訂購 抢购 搶購 下单 下單 下载 下載 注册 註冊 报名 報名 登录 登錄 登入 " +
  "领取 領取 预约 預約 预订 預訂 申请 申請 参加 參加 加入 订阅 訂閱 查看 了解 探索 体验 體驗 试用 試用 开始 開始 " +
  "观看 觀看 咨询 諮詢 联系 聯繫 点击 點擊 前往 进入 進入 逛逛 去看看 安装 安裝 兑换 兌換 捐款 捐助"
).split(" ");

/** Words of urgency that lead a Chinese call to action ("立即購買", "馬上報名"). */
export const CTA_URGENCY_ZH = "立即 立刻 马上 馬上 现在 現在 即刻 赶快 趕快 快来 快來".split(" ");

/** Endings that make a Chinese verb label unmistakable ("了解更多", "查看詳情"). */
export const CTA_COMPLETIONS_ZH = "更多 详情 詳情 吧".split(" ");

/**
 * Words of offers and announcements: a badge saying "50% off", "1er épisode offert" or "Now accepting
 * new patients" is not something to tap.
 */
export const OFFER_WORDS = new Set(
  [
    "off free sale new only limited offer deal deals accepting episode ends save discount bonus gift",
    "gratis oferta descuento nuevo nueva solo rebajas promo",
    "offert offerte gratuit nouveau nouvelle seulement soldes remise",
    "kostenlos neu nur rabatt angebot",
    "gratuito novo nova apenas desconto",
    "gratuita nuovo nuova sconto",
  ]
    .join(" ")
    .split(" "),
);
