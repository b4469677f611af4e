/**
 * Who does what to whom. The same words ask different things by who the subject is: "did she block me" is being
 * blocked, "people I blocked" is the blocked list, "I can't find anyone" is an empty feed while "nobody finds me" is
 * being found (docs/product.md). LOVE's terms drop "I" and "me" alike, so these are told apart before they do.
 */
export function readDirection(text: string): string {
  return (
    text
      // Being blocked ("did she block me", "have I been blocked") and the list of those the asker blocked ("people I
      // blocked", "blocked users") are each their own question, apart from blocking someone.
      .replace(
        /\b(?:(?:i|we) (?:was|were|have been|ve been|been|got|get|am)|im|ive been) blocked\b|\bblock(?:s|ed)? (?:me|us)\b/g,
        "blockedme",
      )
      // Wanting to reach again someone the asker blocked is unblocking them.
      .replace(
        /\b(?:talk to|talk with|message|text|see|contact|chat with|reach|find|match with) (?:someone|somebody|a person|the person|him|her|them|the guy|the girl|a guy|a girl|my ex) (?:i|ive|i have|i had)(?: just| already)? blocked\b/g,
        "unblock",
      )
      .replace(
        /\bblocked (?:users|people|accounts|profiles|list|ones|contacts|matches)\b|\b(?:users|people|accounts|profiles|ones|who|those|someone|somebody|him|her|the person|a person|the guy|the girl) (?:i|ive|i have|i had)(?: just| already)? blocked\b/g,
        "blocklist",
      )
      // Being liked ("who liked me", "nobody likes me back") is a request to the asker, apart from liking someone.
      // Likes as a noun ("more likes", "no likes", the Likes you list) are likes the asker got.
      // Someone having liked the asker back is both liking each other, which is a match ("nobody likes me back",
      // in the present, is not being liked, below).
      .replace(
        /\b(?<!(?:nobody|no one|noone|never|not|didnt|hasnt|havent) )(?:liked|matched) (?:me|us) back\b/g,
        "we both match",
      )
      .replace(
        /\b(?:likes?|liked|liking) (?:me|us)\b|\b(?:i|we) (?:was|were|got|have been|ve been|been) liked\b|\blikes you\b/g,
        "likedme",
      )
      .replace(/\b(more|any|no|zero|few|many|get|getting|got|my) likes\b/g, "$1 likedme")
      // "we matched", "did we match": the two of them matched, which is a mutual match, not how matching works.
      .replace(/\bwe (?:both )?(?:matched|match)\b|\bdid we (?:both )?match\b/g, "we both match")
      // Stopping talking to a match is ending it; stopping someone messaging the asker is blocking (above).
      .replace(/\bstop (?:talking|chatting|messaging|texting|speaking) (?:to|with)\b/g, "unmatch")
      // The invites and requests the asker sent are a list to look at, apart from sending one.
      .replace(/\b(invites?|requests?)(?: that)? (?:i|ive|i have|i had|i already) sent\b/g, "outgoing $1")
      // Profiles the asker looked at are Recently viewed ("someone I looked at", "profiles I saw"), apart from who
      // looked at the asker ("who viewed my profile").
      .replace(
        /\b(?:profiles?|people|person|someone|somebody|ones?|those|users?|accounts?|guys?|girls?)(?: that| who)? (?:i|ive|i have|i had)(?: just| recently)? (?:viewed|looked at|checked out|visited|opened|saw|seen)\b|\brecently viewed\b/g,
        "recentlyviewed",
      )
      // Not wanting one person to see or find the asker ("my ex is on here and I don't want him to see me") is blocking
      // them; not wanting anyone to is the visibility switch, which keeps its words.
      .replace(
        /\b(?:dont|do not|never) want (?:him|her|them|my [a-z]+|this (?:guy|girl|person)|that (?:guy|girl|person)) (?:to )?(?:see|seeing|find|finding|view|viewing|contact|contacting) (?:me|my profile)\b/g,
        "block",
      )
      .replace(
        /\b(?:dont|do not|never) want to (?:see|hear from|talk to|be contacted by|match with|get matched with|be matched with) (?:him|her|them|this (?:guy|girl|person)|that (?:guy|girl|person)|my ex)(?: again| anymore| ever)?\b/g,
        "block",
      )
      // Hiding from one person is blocking them ("hide from my ex"); hiding from everyone is the visibility switch.
      .replace(
        /\bhid(?:e|ing) (?:my profile |myself |me |my account )?from (?:him|her|them|someone|somebody|(?:a|one|this|that|my|an|certain|particular|specific) ?(?:specific |particular |certain )?(?:person|people|guy|girl|man|woman|ex|match|user))\b/g,
        "block",
      )
      // Turning down a person is their match request; turning down a date is the invite ("reject his invite").
      .replace(
        /\b(?:reject|decline|refuse|turn down)(?: a| this| that)? (?:someone|somebody|person|him|her|them|guy|girl|man|woman|people|user)\b/g,
        "reject request",
      )
      // Someone who keeps writing after a no is unwanted contact, not a question about messaging.
      .replace(
        /\b(?:keeps?|kept|wont stop|will not stop|wont quit|still|constantly|nonstop)(?: on)? (?:messaging|messages|texting|texts|contacting|writing|bothering|bugging|spamming|calling) (?:me|us)\b/g,
        "harass",
      )
      // The asker finding nobody ("I can't find anyone", "I see no profiles", "nothing shows up for me") is an
      // empty feed; "nobody finds me" is being found, which keeps its words.
      .replace(
        /\b(?:(?:i|we) (?:still |just )?(?:cant|cannot|can not|couldnt|dont|do not|never|wont)|(?:cant|cannot|couldnt|dont|wont) (?:i|we)) (?:see|find|get|view)(?: (?:any|anyone|anybody|any one|people|profiles|matches|results))+\b/g,
        "nobody feed",
      )
      .replace(
        /\b(i|we) (?:see|find|get) (?:nobody|no|zero)(?: (?:people|profiles|matches|results))?\b/g,
        "nobody feed",
      )
      // Nobody near the asker ("no one near me", "theres nobody around me") is the empty feed too, not the nearest match.
      .replace(
        /\b(?:nobody|no one|noone|no people|not anyone|not anybody|no singles|no profiles) (?:is |are )?(?:near|nearby|around|close to|close by|(?:in|around) my (?:area|town|city|neighbou?rhood|region))(?: me| here| us)?\b/g,
        "nobody feed",
      )
      .replace(/\b(?:show(?:s|ing|n)?|appear(?:s|ing)?)(?: up)? (?:for|to) (?:me|us)\b/g, "feed")
      // Who the asker is shown ("who do I see", "who will I be shown") is the feed; who sees the asker ("who sees me",
      // "who can see my profile") is what others see. LOVE's terms read both as "who see me" otherwise.
      .replace(
        /\bwho (?:(?:do|will|would|can|could|should|am|are|did) )?(?:i|we) (?:(?:be|get|am|are|will be|would be) )?(?:see|shown|find|get shown)\b/g,
        "who feed",
      )
      .replace(
        /\bwho (?:is |are |gets |get )?(?:shows? up|appears?|shown|showing up) in my (search|results|feed)\b/g,
        "who feed $1",
      )
      .replace(
        /\bwho (?:(?:can|could|will|would|does|do|is able to|gets to|get to|is going to|are going to) )?(?:see|sees|view|views|find|finds|look at|looks at) (?:me|us|my profile|my account|my pics|my photos|myself)\b/g,
        "who seesme",
      )
  );
}
