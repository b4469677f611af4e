import { type Phrase, phrase } from "./vocab";

/**
 * The commonest harm in Spanish and French, the languages DOWN's users write in after English (the fresh
 * sets have a few lines of each): insults aimed at the reader, asks for nudes, threats to find them. The
 * word list (words.ts) and the model know English only. Written against normalize()'s leet form, where
 * accents are gone ("verás" is "veras") and an apostrophe stays.
 */
export const OTHER_LANGUAGE_FRAMES: readonly Phrase[] = [
  phrase(
    "harassment",
    String.raw`\b(?:puta|zorra|perra|pendeja|pendejo|gilipollas|cabrona|cabron|imbecil|estupida|estupido|gorda|fea|asquerosa|salope|pute|connasse|conne|connard|petasse|grosse vache|pouffiasse|enculee?|batard|sale (?:pute|chienne|conne))\b|\bt'?es (?:\w+ )?(?:grosse|moche|laide|conne|nulle|immonde|degueulasse)\b|\b(?:vete a la mierda|hijo de puta|hija de puta|fils de pute|va te faire foutre|ta gueule|ferme ta gueule)\b`,
  ),
  phrase(
    "sexual",
    String.raw`\b(?:desnuda|desnudo|desnudas|tetas|culo|chupamela|a poil|toute nue|tes seins|ton cul|suce(?:-| )moi)\b|\b(?:manda|mandame|envia|enviame|envoie|envoie-moi|envoie moi) (?:una |un |une |des |tus |tes )?(?:fotos?|photos?|video|nudes|pack)\b`,
  ),
  {
    ...phrase(
      "threat",
      String.raw`\bte voy a (?:encontrar|matar|buscar|golpear|pegar|hacer dano|violar)\b|(?:^|[,.!]\s*)ya veras\s*[.!]*$|\bje vais te (?:trouver|tuer|retrouver|frapper|buter|defoncer)\b|\btu vas (?:voir|le regretter|me le payer)\b|\bte vas a arrepentir\b|\bse donde vives\b|\bje sais ou tu (?:habites|vis)\b`,
    ),
    always: true,
  },
];
