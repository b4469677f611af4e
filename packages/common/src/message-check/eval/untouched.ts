import type { LabelledMessage } from "./labelled";

/**
 * UNTOUCHED SET: never tune the message check against these lines.
 *
 * Written in one sitting on 2026-11-27, before a single pattern of the check existed, as the lines people
 * really send on a dating app: harm of each kind (insults, slurs, sexual pressure, threats, often misspelt
 * or in leet-speak), scam and off-app asks, and the ordinary talk that must pass (flirting, teasing, friendly
 * swearing, money and other apps mentioned in passing, people stating their own boundaries). The first
 * score, taken against the first version of the patterns before any of them were changed, is recorded in
 * docs/product.md ("Message check"). Patterns are tuned on tuning.ts only: no line of this set may be
 * copied or paraphrased into the patterns or the tuning set. Once it has been looked at line by line to
 * tune, it stops being untouched: move it into tuning.ts and write a fresh one.
 */
export const UNTOUCHED: readonly LabelledMessage[] = [
  // harassment: insults and degrading talk aimed at the reader
  { text: "you're honestly the ugliest person on here", expect: "harmful", kind: "harassment" },
  { text: "fuck you, you stuck up bitch", expect: "harmful", kind: "harassment" },
  { text: "no wonder ur single, fat cow", expect: "harmful", kind: "harassment" },
  { text: "stupid slut thinks shes better than me", expect: "harmful", kind: "harassment" },
  { text: "go fuck yourself", expect: "harmful", kind: "harassment" },
  { text: "ur a worthless piece of shit", expect: "harmful", kind: "harassment" },
  { text: "you look like a whore in that pic", expect: "harmful", kind: "harassment" },
  { text: "f*ck off loser", expect: "harmful", kind: "harassment" },
  { text: "answer me you dumb b1tch", expect: "harmful", kind: "harassment" },
  { text: "nobody will ever love you, you're disgusting", expect: "harmful", kind: "harassment" },
  { text: "typical ho, ignoring me after 2 days", expect: "harmful", kind: "harassment" },
  { text: "shut up you ugly skank", expect: "harmful", kind: "harassment" },
  { text: "you're a pathetic little man", expect: "harmful", kind: "harassment" },
  { text: "what a cunt", expect: "harmful", kind: "harassment" },
  { text: "eat shit", expect: "harmful", kind: "harassment" },
  { text: "kill yourself", expect: "harmful", kind: "harassment" },
  { text: "kys nobody wants you", expect: "harmful", kind: "harassment" },
  { text: "you're too fat to be this picky", expect: "harmful", kind: "harassment" },
  { text: "dumbass", expect: "harmful", kind: "harassment" },
  { text: "you're such a tease, bitch", expect: "harmful", kind: "harassment" },

  // slurs
  { text: "never dating a f4ggot like you", expect: "harmful", kind: "slur" },
  { text: "you look like a tranny", expect: "harmful", kind: "slur" },
  { text: "only talking to you cause you're not a retard", expect: "harmful", kind: "slur" },
  { text: "go back to your country chink", expect: "harmful", kind: "slur" },
  { text: "such a dyke haircut lol", expect: "harmful", kind: "slur" },
  { text: "stop acting like a n1gger", expect: "harmful", kind: "slur" },

  // sexual pressure: explicit asks and pushing past a no
  { text: "send nudes", expect: "harmful", kind: "sexual" },
  { text: "send me a pic of your tits", expect: "harmful", kind: "sexual" },
  { text: "wanna see my dick?", expect: "harmful", kind: "sexual" },
  { text: "i want to fuck you so bad", expect: "harmful", kind: "sexual" },
  { text: "come over and suck my cock", expect: "harmful", kind: "sexual" },
  { text: "show me your pussy", expect: "harmful", kind: "sexual" },
  { text: "r u down to fuck tonight", expect: "harmful", kind: "sexual" },
  { text: "bet you give great head", expect: "harmful", kind: "sexual" },
  { text: "send a naked pic first then we can talk", expect: "harmful", kind: "sexual" },
  { text: "i'm hard just looking at your profile", expect: "harmful", kind: "sexual" },
  { text: "you owe me sex after dinner", expect: "harmful", kind: "sexual" },
  { text: "stop saying no, you know you want it", expect: "harmful", kind: "sexual" },
  { text: "wanna sext?", expect: "harmful", kind: "sexual" },
  { text: "what colour are your panties right now", expect: "harmful", kind: "sexual" },
  { text: "i'll make you cum all night", expect: "harmful", kind: "sexual" },
  { text: "just one nude pls", expect: "harmful", kind: "sexual" },
  { text: "your ass would look better on my face", expect: "harmful", kind: "sexual" },
  { text: "don't be a prude, send something spicy", expect: "harmful", kind: "sexual" },

  // threats: violence, stalking, exposure
  { text: "i know where you live", expect: "harmful", kind: "threat" },
  { text: "answer me or i'll show up at your work", expect: "harmful", kind: "threat" },
  { text: "i'm going to kill you", expect: "harmful", kind: "threat" },
  { text: "you'll regret ignoring me", expect: "harmful", kind: "threat" },
  { text: "i'll find you", expect: "harmful", kind: "threat" },
  { text: "keep ignoring me and see what happens", expect: "harmful", kind: "threat" },
  { text: "i'll post your pics everywhere", expect: "harmful", kind: "threat" },
  { text: "someone should beat the shit out of you", expect: "harmful", kind: "threat" },
  { text: "watch your back", expect: "harmful", kind: "threat" },
  { text: "i'm gonna hurt you", expect: "harmful", kind: "threat" },
  { text: "i will make your life hell", expect: "harmful", kind: "threat" },
  { text: "i'll send your screenshots to your boss", expect: "harmful", kind: "threat" },
  { text: "you deserve to get raped", expect: "harmful", kind: "threat" },
  { text: "i followed you home yesterday", expect: "harmful", kind: "threat" },

  // scam: money
  { text: "can you send me $200, my rent is due and i'll pay you back friday", expect: "scam", kind: "money" },
  { text: "my car broke down, could you wire me some money?", expect: "scam", kind: "money" },
  { text: "i need 500 dollars for a plane ticket to come see you", expect: "scam", kind: "money" },
  { text: "send me money on cashapp babe", expect: "scam", kind: "money" },
  { text: "could you venmo me 50 for gas", expect: "scam", kind: "money" },
  { text: "my mom is in hospital and i need help paying the bill", expect: "scam", kind: "money" },
  { text: "can you loan me some cash until payday", expect: "scam", kind: "money" },
  { text: "paypal me and i'll send you a video", expect: "scam", kind: "money" },
  { text: "i'm stuck at customs and need money for the fee", expect: "scam", kind: "money" },
  { text: "send it to my zelle", expect: "scam", kind: "money" },

  // scam: gift cards
  { text: "can you buy me an itunes gift card", expect: "scam", kind: "gift-card" },
  { text: "send me a $100 steam card and i'll prove i'm real", expect: "scam", kind: "gift-card" },
  { text: "grab a google play card and send the code", expect: "scam", kind: "gift-card" },
  { text: "i need an amazon gift card for my phone bill", expect: "scam", kind: "gift-card" },
  { text: "buy a gift card and scratch the back and send me a picture", expect: "scam", kind: "gift-card" },

  // scam: crypto
  { text: "have you heard of bitcoin trading? my uncle taught me, i can show you", expect: "scam", kind: "crypto" },
  { text: "i made 40k last month on a crypto platform, want me to teach you", expect: "scam", kind: "crypto" },
  { text: "send it in btc or usdt", expect: "scam", kind: "crypto" },
  { text: "download this investment app and deposit 1000, you'll double it", expect: "scam", kind: "crypto" },
  { text: "do you invest in crypto? i have a guaranteed return", expect: "scam", kind: "crypto" },
  { text: "my wallet address is below, just send eth", expect: "scam", kind: "crypto" },

  // scam: moving off the app
  { text: "i'm rarely on here, text me on whatsapp", expect: "scam", kind: "off-app" },
  { text: "add me on telegram @jess_rose22", expect: "scam", kind: "off-app" },
  { text: "let's move to kik", expect: "scam", kind: "off-app" },
  { text: "message me on google hangouts, this app is glitchy", expect: "scam", kind: "off-app" },
  { text: "text me at 615 555 0134", expect: "scam", kind: "off-app" },
  { text: "what's your number? easier to text", expect: "scam", kind: "off-app" },
  { text: "this app deletes my messages, email me instead", expect: "scam", kind: "off-app" },
  { text: "add my snap, same name as here", expect: "scam", kind: "off-app" },
  { text: "can we talk on signal instead", expect: "scam", kind: "off-app" },
  { text: "i'm deleting my account tomorrow so give me your whatsapp", expect: "scam", kind: "off-app" },

  // ordinary: small talk
  { text: "hey! how was your weekend?", expect: "ok", kind: "small-talk" },
  { text: "i see you like hiking, any favourite trails around here?", expect: "ok", kind: "small-talk" },
  { text: "what are you reading right now", expect: "ok", kind: "small-talk" },
  { text: "haha your dog is adorable, what's his name", expect: "ok", kind: "small-talk" },
  { text: "i just moved here from chicago, still figuring out where to eat", expect: "ok", kind: "small-talk" },
  { text: "coffee or tea person?", expect: "ok", kind: "small-talk" },
  { text: "sorry for the late reply, work has been nuts this week", expect: "ok", kind: "small-talk" },
  { text: "do you want to grab a drink on thursday?", expect: "ok", kind: "small-talk" },
  { text: "that taco place on 5th is the best in town", expect: "ok", kind: "small-talk" },
  { text: "i'm a nurse so my schedule is all over the place", expect: "ok", kind: "small-talk" },
  { text: "what kind of music are you into?", expect: "ok", kind: "small-talk" },
  { text: "we both said done to skydiving, how was it??", expect: "ok", kind: "small-talk" },
  { text: "good morning! hope your interview goes well", expect: "ok", kind: "small-talk" },
  { text: "i killed it at trivia last night", expect: "ok", kind: "small-talk" },
  { text: "this heat is killing me", expect: "ok", kind: "small-talk" },
  { text: "my sister just had a baby so i'm an aunt now!", expect: "ok", kind: "small-talk" },
  { text: "the bartender at that place knows my name, which says too much", expect: "ok", kind: "small-talk" },
  { text: "did you grow up in nashville?", expect: "ok", kind: "small-talk" },
  { text: "i'm trying to learn to cook thai food", expect: "ok", kind: "small-talk" },
  { text: "saturday works for me, 7pm?", expect: "ok", kind: "small-talk" },

  // ordinary: flirting
  { text: "you have a really great smile", expect: "ok", kind: "flirting" },
  { text: "ok you're kind of cute, not gonna lie", expect: "ok", kind: "flirting" },
  { text: "i've been thinking about you all day", expect: "ok", kind: "flirting" },
  { text: "you're gorgeous, that second photo especially", expect: "ok", kind: "flirting" },
  { text: "can't wait to see you in person", expect: "ok", kind: "flirting" },
  { text: "you looked so hot in that red dress", expect: "ok", kind: "flirting" },
  { text: "i might have a little crush on you", expect: "ok", kind: "flirting" },
  { text: "you're trouble, i can tell", expect: "ok", kind: "flirting" },
  { text: "i'd love to kiss you after our date", expect: "ok", kind: "flirting" },
  { text: "you're making me blush over here", expect: "ok", kind: "flirting" },
  { text: "your eyes are unreal", expect: "ok", kind: "flirting" },
  { text: "so are you going to let me take you out or what", expect: "ok", kind: "flirting" },
  { text: "that was the best first date i've had in years", expect: "ok", kind: "flirting" },
  { text: "you're sexy and you know it", expect: "ok", kind: "flirting" },
  { text: "i want to cuddle on the couch and watch movies with you", expect: "ok", kind: "flirting" },
  { text: "wear that jacket again, it's a good look on you", expect: "ok", kind: "flirting" },
  { text: "honestly you're a total catch", expect: "ok", kind: "flirting" },
  { text: "hey handsome", expect: "ok", kind: "flirting" },

  // ordinary: teasing and banter
  { text: "pineapple on pizza? we can't be friends", expect: "ok", kind: "banter" },
  { text: "you're such a nerd haha, i love it", expect: "ok", kind: "banter" },
  { text: "i will destroy you at mario kart", expect: "ok", kind: "banter" },
  { text: "you're ridiculous lol", expect: "ok", kind: "banter" },
  { text: "bet you can't beat me at bowling", expect: "ok", kind: "banter" },
  { text: "shut up, you did not meet taylor swift", expect: "ok", kind: "banter" },
  { text: "that pun was so bad i'm unmatching (jk)", expect: "ok", kind: "banter" },
  { text: "you're a menace", expect: "ok", kind: "banter" },
  { text: "i'm going to beat your score in wordle tomorrow", expect: "ok", kind: "banter" },
  { text: "ugh you're right, i hate that you're right", expect: "ok", kind: "banter" },
  { text: "you're such a dork", expect: "ok", kind: "banter" },
  { text: "cats are evil and i will not be taking questions", expect: "ok", kind: "banter" },

  // ordinary: friendly swearing
  { text: "holy shit that's amazing", expect: "ok", kind: "friendly-swearing" },
  { text: "damn, you've been to 30 countries?", expect: "ok", kind: "friendly-swearing" },
  { text: "fuck yes, i love that band", expect: "ok", kind: "friendly-swearing" },
  { text: "the traffic today was shit", expect: "ok", kind: "friendly-swearing" },
  { text: "this week has been a fucking mess lol", expect: "ok", kind: "friendly-swearing" },
  { text: "hell yeah let's do it", expect: "ok", kind: "friendly-swearing" },
  { text: "my boss is such an ass sometimes", expect: "ok", kind: "friendly-swearing" },
  { text: "that movie was badass", expect: "ok", kind: "friendly-swearing" },
  { text: "oh crap i forgot to reply, sorry!", expect: "ok", kind: "friendly-swearing" },
  { text: "no fucking way, me too!", expect: "ok", kind: "friendly-swearing" },
  { text: "i'm so bloody tired today", expect: "ok", kind: "friendly-swearing" },
  { text: "wtf that's hilarious", expect: "ok", kind: "friendly-swearing" },

  // ordinary: money, work and other apps in passing
  { text: "i spent way too much money on concert tickets this month", expect: "ok", kind: "money-talk" },
  { text: "i work in finance, it's as boring as it sounds", expect: "ok", kind: "money-talk" },
  { text: "let's split the bill, i insist", expect: "ok", kind: "money-talk" },
  { text: "i'm saving up for a trip to japan", expect: "ok", kind: "money-talk" },
  { text: "my friend lost a bunch on crypto and won't shut up about it", expect: "ok", kind: "money-talk" },
  { text: "drinks are on me next time", expect: "ok", kind: "money-talk" },
  { text: "i got my mom a gift card for her birthday, am i a bad son", expect: "ok", kind: "money-talk" },
  { text: "i saw that on instagram this morning", expect: "ok", kind: "apps-talk" },
  { text: "my friends made a whatsapp group for the trip and it's chaos", expect: "ok", kind: "apps-talk" },
  { text: "i deleted tiktok because it ate my evenings", expect: "ok", kind: "apps-talk" },
  { text: "i'll send you the restaurant link here", expect: "ok", kind: "apps-talk" },

  // ordinary: people stating their own boundaries, or naming harm to refuse it
  { text: "i'm not looking for a hookup, just so you know", expect: "ok", kind: "boundaries" },
  { text: "i'd rather not share my number yet, let's keep chatting here", expect: "ok", kind: "boundaries" },
  { text: "i don't send pics to people i haven't met", expect: "ok", kind: "boundaries" },
  { text: "please don't call me babe yet haha", expect: "ok", kind: "boundaries" },
  { text: "i got scammed once on another app so i'm careful", expect: "ok", kind: "boundaries" },
  { text: "let's meet somewhere public for the first date", expect: "ok", kind: "boundaries" },
  { text: "i want to take things slow", expect: "ok", kind: "boundaries" },
  { text: "my ex used to threaten me, so i'm a bit guarded", expect: "ok", kind: "boundaries" },
];
