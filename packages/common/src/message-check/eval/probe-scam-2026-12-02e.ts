import type { LabelledMessage } from "./labelled";

/**
 * OWN PROBE (scam round e, written 2026-12-02 17:40 UTC before any change of that round): asks for money
 * with and without an explicit plea, gift cards, crypto and "investment" talk, moving off the app (whatsapp,
 * telegram, line, kik, signal, email) and verification-code tricks, as romance scammers write them, and at
 * least as many ordinary lines about money and other apps (talk ABOUT apps, paying friends back, splitting a
 * bill, jobs in finance or crypto) that must stay "ok". Half A is read and tuned on; half B stays blind
 * (totals only, `npx tsx eval/probe-scam.ts --blind`) until the round's end. First score: see probe-scam.ts.
 */
export const PROBE_SCAM_E_A: readonly LabelledMessage[] = [
  // money, with and without a plea
  {
    text: "my landlord gave me until sunday to pay or i'm out on the street, i have nobody else to turn to",
    expect: "scam",
    kind: "money",
  },
  {
    text: "could you lend me 200 till the end of the month? i promise i'll pay you back",
    expect: "scam",
    kind: "money",
  },
  {
    text: "the hospital won't discharge my mother until the bill is paid and i'm short 600",
    expect: "scam",
    kind: "money",
  },
  {
    text: "if you really cared about me you'd help me with the ticket so i can fly to you",
    expect: "scam",
    kind: "money",
  },
  { text: "my account got frozen, can you send it through western union for now", expect: "scam", kind: "money" },
  { text: "i just need someone to cover the customs fee for my package, it's only 250", expect: "scam", kind: "money" },
  // gift cards
  {
    text: "grab me a couple of apple gift cards at the store and send me the codes",
    expect: "scam",
    kind: "gift-card",
  },
  {
    text: "can you get a steam card for my son's birthday, i'll pay you back when i'm home",
    expect: "scam",
    kind: "gift-card",
  },
  { text: "scratch off the back of the card and text me a photo of it babe", expect: "scam", kind: "gift-card" },
  // crypto
  {
    text: "my uncle showed me a trading platform that doubles your money in a week, i can teach you",
    expect: "scam",
    kind: "crypto",
  },
  { text: "you should put a little into usdt with me, i made 40k last month", expect: "scam", kind: "crypto" },
  { text: "i'll send you the link to my broker, start with 500 and watch it grow", expect: "scam", kind: "crypto" },
  {
    text: "honestly the smartest thing i ever did was mining with this app, want me to set you up",
    expect: "scam",
    kind: "crypto",
  },
  // off the app
  { text: "i'm rarely on here, message me on line, my id is sweetanna88", expect: "scam", kind: "off-app" },
  { text: "this app keeps logging me out, let's talk on telegram instead", expect: "scam", kind: "off-app" },
  { text: "what's your whatsapp number dear? i want to chat with you more privately", expect: "scam", kind: "off-app" },
  { text: "do you have kik? it's easier for me there", expect: "scam", kind: "off-app" },
  { text: "write to me at my email, i'm deleting my profile soon", expect: "scam", kind: "off-app" },
  // verification-code tricks
  {
    text: "i'm sending a code to your phone, just tell me the six digits so i know you're real",
    expect: "scam",
    kind: "off-app",
  },
  { text: "google will text you a verification number, read it back to me please", expect: "scam", kind: "off-app" },

  // ordinary: apps-talk
  { text: "i deleted hinge last week, this is the only app i kept", expect: "ok", kind: "apps-talk" },
  { text: "my sister uses telegram for work so i had to download it", expect: "ok", kind: "apps-talk" },
  { text: "send me that song on spotify later, i want to hear it", expect: "ok", kind: "apps-talk" },
  { text: "my roommate venmo'd me for the pizza, finally", expect: "ok", kind: "apps-talk" },
  { text: "i've been on bumble for a year and met nobody, this feels different", expect: "ok", kind: "apps-talk" },
  { text: "my mum only uses whatsapp so the family group chat is chaos", expect: "ok", kind: "apps-talk" },
  { text: "my cousin in japan uses line for everything, it's wild", expect: "ok", kind: "apps-talk" },
  { text: "i paid my friend back for concert tickets on cashapp today", expect: "ok", kind: "apps-talk" },
  { text: "do you have instagram? no pressure, just curious what you shoot", expect: "ok", kind: "apps-talk" },
  {
    text: "i got a weird email saying my account was locked, scammers are everywhere",
    expect: "ok",
    kind: "apps-talk",
  },
  {
    text: "my bank texted me a code and i almost gave it to a guy on the phone, never again",
    expect: "ok",
    kind: "apps-talk",
  },
  // ordinary: money-talk
  { text: "let's split the bill, i'll get the drinks and you get the tacos", expect: "ok", kind: "money-talk" },
  { text: "i work in finance so i stare at spreadsheets all day", expect: "ok", kind: "money-talk" },
  {
    text: "my brother lost a lot of money on bitcoin in 2022, he still won't talk about it",
    expect: "ok",
    kind: "money-talk",
  },
  {
    text: "i'm saving up for a trip to portugal, so it's cheap dates for me this month",
    expect: "ok",
    kind: "money-talk",
  },
  { text: "my job is at a crypto exchange but honestly it's just customer support", expect: "ok", kind: "money-talk" },
  { text: "i bought my mum a gift card for her birthday, i'm terrible at presents", expect: "ok", kind: "money-talk" },
  { text: "rent in this city is insane, i pay half my salary", expect: "ok", kind: "money-talk" },
  { text: "my car broke down yesterday so i'll take the bus to meet you", expect: "ok", kind: "money-talk" },
  { text: "i owe my sister 50 bucks for the tickets, she won't let me forget it", expect: "ok", kind: "money-talk" },
  { text: "dinner's on me next time, you got the last one", expect: "ok", kind: "money-talk" },
  {
    text: "my dad keeps telling me to invest in index funds, it's his favourite topic",
    expect: "ok",
    kind: "money-talk",
  },
  // second batch, written 17:40 UTC before any change (the first batch read too easily): harder lines
  {
    text: "things have been so hard since the divorce, some days i skip meals so my kids can eat",
    expect: "scam",
    kind: "money",
  },
  {
    text: "the bank put a hold on my inheritance and the lawyer wants 2000 before he releases it",
    expect: "scam",
    kind: "money",
  },
  {
    text: "a friend of mine got me into bitcoin arbitrage, it's honestly changed my life, you should look into it",
    expect: "scam",
    kind: "crypto",
  },
  {
    text: "i have a mentor who tells me exactly when to buy, i could ask him to help you too",
    expect: "scam",
    kind: "crypto",
  },
  { text: "do you use line? i'm on it way more than this app", expect: "scam", kind: "off-app" },
  { text: "i'm moving my chats to whatsapp, my number is +44 7700 900123", expect: "scam", kind: "off-app" },
  { text: "buy a $200 ebay card and send me a picture of the front and back", expect: "scam", kind: "gift-card" },
  {
    text: "i used to use whatsapp but switched to signal when they changed the privacy stuff",
    expect: "ok",
    kind: "apps-talk",
  },
  { text: "my ex and i met on tinder, which tells you everything about tinder", expect: "ok", kind: "apps-talk" },
  { text: "i'll venmo you for my half of the tickets tonight", expect: "ok", kind: "apps-talk" },
  { text: "my whole team is on slack and telegram, i get a million notifications", expect: "ok", kind: "apps-talk" },
  { text: "my friend met her husband on here, so no pressure lol", expect: "ok", kind: "apps-talk" },
  { text: "my brother sent me fifty on paypal for my birthday", expect: "ok", kind: "apps-talk" },
  {
    text: "i made a spotify playlist for road trips, i'll share it with you sometime",
    expect: "ok",
    kind: "apps-talk",
  },
  {
    text: "my mum keeps forwarding me crypto scam videos on whatsapp thinking they're real",
    expect: "ok",
    kind: "apps-talk",
  },
  { text: "i got a gift card for amazon and bought books with it", expect: "ok", kind: "money-talk" },
  { text: "i work in investment banking but i promise i'm not boring", expect: "ok", kind: "money-talk" },
  { text: "a guy on facebook tried to sell me bitcoin once, i blocked him", expect: "ok", kind: "apps-talk" },
];

export const PROBE_SCAM_E_B: readonly LabelledMessage[] = [
  // money, with and without a plea
  {
    text: "they cut off my electricity today and i have a baby at home, i don't know what to do",
    expect: "scam",
    kind: "money",
  },
  { text: "could you send 300 on zelle, i'll explain everything when we meet", expect: "scam", kind: "money" },
  {
    text: "my contract money is stuck at the bank and i need to pay the release fee to get it",
    expect: "scam",
    kind: "money",
  },
  { text: "i need help with my flight so i can finally come see you, it's just 700", expect: "scam", kind: "money" },
  {
    text: "the rig pays me next month but right now i can't even buy food, please darling",
    expect: "scam",
    kind: "money",
  },
  { text: "just put something on my paypal, whatever you can spare", expect: "scam", kind: "money" },
  // gift cards
  { text: "go to walmart and buy two google play cards of 100 each", expect: "scam", kind: "gift-card" },
  { text: "a razer gold card would really help me right now honey", expect: "scam", kind: "gift-card" },
  { text: "send me the numbers on the itunes card, not the receipt", expect: "scam", kind: "gift-card" },
  // crypto
  {
    text: "my aunt works at a hedge fund and she gives me signals, we can trade together",
    expect: "scam",
    kind: "crypto",
  },
  {
    text: "download this wallet app and deposit a little, i'll show you how to make profit",
    expect: "scam",
    kind: "crypto",
  },
  {
    text: "i've been making easy money with eth staking, you'd be silly not to join me",
    expect: "scam",
    kind: "crypto",
  },
  {
    text: "forex is how i paid off my house, let me guide you through your first trade",
    expect: "scam",
    kind: "crypto",
  },
  // off the app
  { text: "i'm not on here much, my line id is daniel_w77, add me", expect: "scam", kind: "off-app" },
  { text: "let's continue on signal, this app isn't private enough", expect: "scam", kind: "off-app" },
  { text: "give me your number and i'll whatsapp you tonight", expect: "scam", kind: "off-app" },
  { text: "hit me up on google chat, my subscription here ends tomorrow", expect: "scam", kind: "off-app" },
  { text: "my hangouts is mark.johnson1960 at gmail, message me there", expect: "scam", kind: "off-app" },
  // verification-code tricks
  {
    text: "you'll get a text with a 6 digit code, send it to me so i can verify you're not a bot",
    expect: "scam",
    kind: "off-app",
  },
  {
    text: "i accidentally put your number in for my account, can you forward me the code you got",
    expect: "scam",
    kind: "off-app",
  },

  // ordinary: apps-talk
  { text: "i used to be on okcupid but it got so weird", expect: "ok", kind: "apps-talk" },
  { text: "my boss only messages on signal, it's so dramatic", expect: "ok", kind: "apps-talk" },
  { text: "i'll send you the playlist on spotify when i'm home", expect: "ok", kind: "apps-talk" },
  { text: "i venmo'd my friend for the uber and wrote a dumb emoji as the note", expect: "ok", kind: "apps-talk" },
  { text: "tinder was exhausting, i'm much happier on here", expect: "ok", kind: "apps-talk" },
  { text: "my grandma just discovered whatsapp video calls and calls me every day", expect: "ok", kind: "apps-talk" },
  { text: "we used kik in high school, that app was a mess", expect: "ok", kind: "apps-talk" },
  { text: "my friend paid me back on paypal for the hotel we shared", expect: "ok", kind: "apps-talk" },
  { text: "i follow a lot of cooking accounts on instagram, it's my guilty pleasure", expect: "ok", kind: "apps-talk" },
  { text: "my phone keeps getting spam texts with codes i never asked for", expect: "ok", kind: "apps-talk" },
  { text: "i stopped using telegram when my group chats got too noisy", expect: "ok", kind: "apps-talk" },
  // ordinary: money-talk
  { text: "we can go halves on the cabin if you still want to do that trip", expect: "ok", kind: "money-talk" },
  { text: "i'm an accountant, tax season is my nightmare", expect: "ok", kind: "money-talk" },
  { text: "my coworker won't shut up about dogecoin, it's exhausting", expect: "ok", kind: "money-talk" },
  { text: "i just paid off my student loans and i want to celebrate", expect: "ok", kind: "money-talk" },
  { text: "i write software for a bank, it's less exciting than it sounds", expect: "ok", kind: "money-talk" },
  { text: "i got a starbucks gift card from work and i've been living on lattes", expect: "ok", kind: "money-talk" },
  { text: "my landlord finally fixed the heating after three weeks", expect: "ok", kind: "money-talk" },
  { text: "my phone bill was so high this month because of roaming", expect: "ok", kind: "money-talk" },
  { text: "i lent my brother money once and never saw it again, lesson learned", expect: "ok", kind: "money-talk" },
  { text: "i'll grab the coffees, you can get brunch next time", expect: "ok", kind: "money-talk" },
  { text: "my mum wants me to buy a house but prices are mad right now", expect: "ok", kind: "money-talk" },
  // second batch, written 17:40 UTC before any change (the first batch read too easily): harder lines
  {
    text: "my son is in the hospital and the insurance won't pay, i haven't slept in days",
    expect: "scam",
    kind: "money",
  },
  {
    text: "the shipment is held at the port and customs want a clearance fee before they release my gold",
    expect: "scam",
    kind: "money",
  },
  {
    text: "i've been doing really well with this new coin, my cousin got me in early, you'd love it",
    expect: "scam",
    kind: "crypto",
  },
  {
    text: "my financial advisor has a platform for friends only, i can get you an invite",
    expect: "scam",
    kind: "crypto",
  },
  { text: "are you on line? it's what i use with everyone", expect: "scam", kind: "off-app" },
  { text: "let's switch to telegram, my username is @lucy_rose", expect: "scam", kind: "off-app" },
  { text: "pick up a sephora card on your way home and send me the code", expect: "scam", kind: "gift-card" },
  { text: "i was on hinge before this and the conversations were so dry", expect: "ok", kind: "apps-talk" },
  { text: "my sister met her girlfriend on bumble, they're adorable", expect: "ok", kind: "apps-talk" },
  { text: "i'll cashapp you back for the cinema tickets, thanks for getting them", expect: "ok", kind: "apps-talk" },
  { text: "my dad uses telegram to read the news, he's obsessed", expect: "ok", kind: "apps-talk" },
  { text: "i deleted instagram for a month and felt so much better", expect: "ok", kind: "apps-talk" },
  { text: "my flatmate paid me back on venmo with a pizza emoji", expect: "ok", kind: "apps-talk" },
  { text: "i'll share my spotify wrapped with you, it's embarrassing", expect: "ok", kind: "apps-talk" },
  { text: "my aunt fell for a whatsapp scam last year and lost her savings", expect: "ok", kind: "apps-talk" },
  { text: "my coworker gave me a target gift card for secret santa", expect: "ok", kind: "money-talk" },
  { text: "i trade stocks a bit on the side but mostly i just lose money", expect: "ok", kind: "money-talk" },
  { text: "someone on instagram messaged me about forex trading and i just laughed", expect: "ok", kind: "apps-talk" },
];
