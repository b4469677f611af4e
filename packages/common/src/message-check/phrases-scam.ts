import { CHAT_APP, MONEY, PAY_APP, type Phrase, phrase } from "./vocab";

/**
 * DOWN's phrase patterns for scams (docs/product.md, "Message check"): asks for money, gift cards, crypto
 * and to move the talk off DOWN. They run on the form without leet (normalize.ts), so "$200" stays money.
 */
export const SCAM_PHRASES: readonly Phrase[] = [
  // money
  phrase(
    "money",
    String.raw`\b(?:send|wire|lend|loan|give|transfer|spot|borrow)\s+(?:me\s+)?(?:some|the|a little|a bit of|a few)?\s*${MONEY}`,
  ),
  phrase(
    "money",
    // "can you send me some songs", "spot me at the gym": what follows "send me" says whether it is money, so
    // it must be money, an amount, a card or code, "something", a time to pay back by, or nothing at all.
    String.raw`\b(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:send|wire|lend|loan|transfer|spot)\s+me\b(?=\s*(?:$|[?.!,;]|please\b|pls\b|plz\b)|(?:\s+(?:\w+|\$\S*)){0,3}?\s+(?:money|cash|funds|\$|\d|something|anything|whatever|a little\b|a bit\b|some\s*(?:$|[?.!,])|gift|cards?\b|codes?\b|fee|deposit|payment|btc|bitcoin|usdt|crypto|the rest\b|it\b|that\s*(?:$|[?.!,]))|\s+(?:till|until|for|through|to) (?:friday|payday|next|the (?:weekend|end)|\w+day\b|tomorrow|my|the (?:bus|ticket|fare|flight|rent|bill)))`,
  ),
  phrase(
    "money",
    String.raw`\b${PAY_APP}\s+me\b|\b(?:to|on|via|through|(?<!\bi (?:\w+ )?)my)\s+(?:my\s+)?${PAY_APP}\b(?!\s+(?:history|feed|notifications?|app|account (?:is|was|got)|is (?:so|just|full|a mess|private)|was))|\bwestern union\b|\bmoneygram\b`,
  ),
  phrase("money", String.raw`\b(?:i|we)\s+(?:really\s+)?need\s+(?:\w+\s+)?${MONEY}`),
  phrase(
    "money",
    String.raw`\bhelp (?:me\s+)?(?:with|pay|paying|cover|covering)\s+(?:my\s+|the\s+|for\s+)?(?:rent|bills?|hospital|fees?|debt|phone bill|ticket)\b`,
  ),
  phrase(
    "money",
    String.raw`\b(?:bank account|card) (?:is|was|got) (?:frozen|blocked|locked)\b|\bmoney for (?:the|a|my) (?:fee|fees|ticket|flight|visa|customs)\b`,
  ),

  // gift cards
  phrase(
    "gift-card",
    String.raw`\b(?:buy|get|send|grab|need|purchase|pick up)\b(?:\s+\w+){0,4}?\s+(?:\$?\d+\s+)?(?:gift ?cards?|itunes(?: card)?|steam (?:gift )?card|google play(?: card)?|play store card|amazon card|ebay card|apple card|card codes?)\b`,
  ),
  phrase(
    "gift-card",
    String.raw`\b(?:scratch (?:the|off)|the (?:code|pin|numbers?|digits) on the back|send (?:me )?the (?:card )?codes?)\b`,
  ),
  phrase(
    "gift-card",
    String.raw`\b(?:buy|get|send|grab)\s+me\s+(?:an?\s+)?(?:\$?\d+\s+)?(?:apple|amazon|steam|google play|itunes|sephora|visa|ebay|target|walmart)\s+(?:gift\s+)?cards?\b`,
  ),
  phrase(
    "money",
    String.raw`\bhelp me out with (?:\$?\d|some|a little|rent|my)|\bshort on (?:my )?(?:rent|bills?|cash|money)\b|\bcover (?:me|my (?:uber|rent|bills?|ticket|flight|gas|train|cab|taxi))\b`,
  ),
  phrase(
    "money",
    String.raw`\b(?:wallet|purse|bag|phone|card)s? (?:got|was|were|has been|have been) (?:stolen|lost)\b|\b(?:pay|paying) for my (?:uber|train|cab|taxi|ticket|flight|gas|bus|ride)\b`,
  ),
  phrase(
    "money",
    String.raw`(?:^|\s)\$[a-z][\w]{2,}\b|\bsend (?:a little )?(?:something|it|some)\s+(?:to|on|via)\s+(?:my\s+)?${PAY_APP}`,
  ),

  // crypto and "investment"
  phrase(
    "crypto",
    String.raw`\b(?:send|deposit|transfer|pay)\b(?:\s+\w+){0,4}?\s+(?:in\s+)?(?:btc|bitcoin|usdt|eth|ethereum|crypto|tether|to (?:this|my) wallet)\b`,
  ),
  phrase(
    "crypto",
    String.raw`\b(?:wallet address|guaranteed (?:return|returns|profit|profits)|investment (?:app|platform|opportunity)|trading (?:platform|app|account)|crypto platform|double (?:it|your money))\b`,
  ),
  phrase(
    "crypto",
    String.raw`\b(?:teach|show|help)\s+(?:you|u)\s+(?:how\s+)?(?:to\s+|i\s+)?(?:trade|invest|make money|earn)\b`,
  ),
  phrase(
    "crypto",
    String.raw`\b(?:invest|trade|trading|investing)\b(?:\s+\w+){0,4}?\s+(?:crypto|bitcoin|forex|with me|platform)\b|\b(?:crypto|bitcoin|forex)\s+(?:trading|investing|investment)\b`,
  ),
  phrase(
    "crypto",
    String.raw`\b\d+\s?% (?:a|per|each|every|in a|in one|within a) (?:day|week|month)\b|\b(?:investment|account|fund|portfolio|crypto|trading|forex) (?:manager|advisor|adviser|mentor|coach|expert)\b`,
  ),
  phrase("crypto", String.raw`\b(?:arbitrage|risk[- ]free|zero risk|no risk|mining pool|trading signals?)\b`),
  phrase(
    "crypto",
    String.raw`\b(?:open|make|create|set up|download)\s+(?:a|an|your)?\s*(?:binance|coinbase|kraken|bybit|okx|metamask|trust wallet|crypto|trading|investment)\s+(?:account|app|wallet)\b`,
  ),

  // moving off the app
  phrase(
    "off-app",
    // After an article or a possessive the verb is a noun: "our group chat on whatsapp" is no ask.
    String.raw`(?<!\b(?:a|the|group|family|our|my|his|her|their) )\b(?:add|text|message|msg|hit me up|hmu|chat|talk|dm|reach|contact|find|move|switch|continue|call|follow)\b(?:\s+\w+){0,3}?\s+(?:on|via|over|to|in)\s+${CHAT_APP}\b`,
  ),
  phrase(
    "off-app",
    String.raw`\b(?:whats ?app|telegram|kik|signal|snap|snapchat|wechat|viber|skype)\s+me\b|\badd my (?:snap|snapchat|kik|telegram|whatsapp|whats app|wechat|insta|ig)\b`,
  ),
  phrase(
    "off-app",
    String.raw`\b(?:give|send|what'?s|whats|drop|share|need|want|get|have)\s+(?:me\s+)?(?:your|ur)\s+(?:phone\s+)?(?:number|digits|cell|whats ?app|telegram|kik|snap|snapchat|email|e-mail)\b(?!\s+(?:one|1|two|three|score|streak|bio|story|stories|filters?|status|username mean)\b)`,
  ),
  phrase("off-app", String.raw`\b(?:text|call|email|e-mail|ring)\s+me\s+(?:at|on|instead)\b|\bemail me\b`),
  phrase("off-app", String.raw`(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b`),
  phrase("off-app", String.raw`\b[\w.+-]+@[\w-]+\.[a-z]{2,}\b`),
  phrase(
    "off-app",
    String.raw`\b(?:move|switch|go|talk|chat)\s+(?:\w+\s+)?(?:off (?:this|the) app|somewhere else|to another app)\b`,
  ),
  phrase(
    "off-app",
    String.raw`\b(?:are you|r u|are u|do you have|do u have|you got|u got|got) (?:on )?(?:whats ?app|telegram|tg|kik|signal|snap ?chat|wechat|viber|skype|line(?= ?(?:app|id)?\s*[?]))\b`,
  ),
  phrase(
    "off-app",
    // "my snap is" gives a handle (a name with a digit or a dot, or a name that ends the clause), not
    // "my number is the same as before" or "my telegram is only for work".
    String.raw`\bmy (?:whats ?app|telegram|kik|snap ?chat|snap|wechat|signal|number|cell) is\s*:?\s*(?:[@+\d]|[a-z0-9_]*[\d_.][a-z0-9_.]*|[a-z]+\s*(?:$|[,.!]|add|hmu|text|hit|message|dm)\b)(?<! (?:full|always|so|too|blowing|dead|broken|down|not|on|off|acting|a mess|private|new|old))|\bdrop (?:your|ur) (?:snap|number|digits|cell|whats ?app|telegram)\b`,
  ),
  phrase(
    "off-app",
    String.raw`\b(?:let'?s|lets|we (?:can|could|should))\s+(?:just\s+)?(?:text|call|whatsapp|facetime|talk on the phone)\s+(?:instead|rather|there)\b`,
  ),
];
