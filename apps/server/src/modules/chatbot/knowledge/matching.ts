import type { Intent } from "./intent";

/** DOWN SCORE, how matching works, the four answers, categories and the questions. */
export const MATCHING_INTENTS: readonly Intent[] = [
  {
    id: "matching-how",
    group: "matching",
    phrasings: [
      "How does matching work?",
      "How do you match people?",
      "How are matches made?",
      "How does DOWN find people for me?",
      "What decides who I get matched with?",
      "How does the algorithm work?",
      "Explain how DOWN matches people",
      "Who will I be shown?",
      "How do I find a match?",
      "What makes a good match?",
    ],
    answer:
      "DOWN matches you on shared experiences and desires. Pick a category in Explore and answer its questions: Done this, Open to this, Want this or Never this. We compare your answers with people near you, and the more you answer alike, the higher your DOWN SCORE together. Send a match request to someone you like; when they send one back, it's a match. [Open Explore](/explore)",
  },
  {
    id: "down-score",
    group: "matching",
    phrasings: [
      "What is DOWN SCORE?",
      "How is the match percentage calculated?",
      "What does the percentage on a profile mean?",
      "How do you work out compatibility?",
      "What is the compatibility score?",
      "How is the score between two people computed?",
      "What does the percentage next to someone's name mean?",
      "How is compatibility worked out?",
      "DOWN SCORE meaning",
    ],
    answer:
      "DOWN SCORE is how alike two people answered, as a percentage. Over the questions you both answered, each one answered the same way counts by its weight (Done 4, Open 3, Want 2, Never 1), and that total is divided by the most it could be (4 per shared question). Higher is better: 100% means every shared answer matched on Done this.",
  },
  {
    id: "score-higher-better",
    group: "matching",
    phrasings: [
      "Is a higher score better or lower?",
      "What is a good DOWN SCORE?",
      "Is 60 percent a good match?",
      "Does a low score mean we are compatible?",
      "Is 100% the best score?",
      "What score should I look for?",
    ],
    answer:
      "Higher is better. A DOWN SCORE is the share of your common answers you answered alike, weighted so shared Done this counts most. Anything above about 60% means you have a lot in common; a score built on many shared questions says more than one built on two or three.",
  },
  {
    id: "more-matches",
    group: "matching",
    phrasings: [
      "How do I get more matches?",
      "How can I improve my score?",
      "Tips to get matched",
      "Why am I not getting any matches?",
      "How do I get noticed?",
      "I only have a few matches",
      "How do I make my profile more attractive?",
      "Why does nobody like me back?",
    ],
    answer:
      "Answer more categories: every answer gives DOWN more to compare, so your scores get sharper and more people can find you. Add a few clear photos and a bio in [Edit Profile](/profile/personal), widen your distance in [Settings](/settings), and check that PROFILE WILL APPEAR IN SEARCHES and ACCEPTING NEW MATCHES are on. Then send requests: a match needs both of you.",
  },
  {
    id: "four-answers",
    group: "questions",
    phrasings: [
      "What do D O W N mean?",
      "What are the four answers?",
      "What does DOWN stand for?",
      "What is the difference between open and want?",
      "What does Never this mean?",
      "What is the difference between Done and Open?",
      "What does Want this mean?",
      "What do the letters on the buttons mean?",
      "Meaning of the D, O, W and N answers",
    ],
    answer:
      "Every question has four answers, and together they spell DOWN: D is Done this (you have), O is Open to this (you would), W is Want this (you really want to), and N is Never this (not for you). Answer honestly: people match on what they really share.",
  },
  {
    id: "swipe-directions",
    group: "questions",
    phrasings: [
      "How do I swipe?",
      "Which way do I swipe?",
      "What does swiping up mean?",
      "Swipe directions",
      "How do I answer a question?",
      "What does swipe left do?",
      "What does swiping right mean?",
      "Swipe up, right, down or left: what does each do?",
      "How do the question cards work?",
      "Which direction is Done, Open, Want or Never?",
    ],
    answer:
      "Swipe the card to answer: up is Done this, right is Open to this, down is Want this, and left is Never this. Move it at least a little (about 50 px) and the larger direction wins. You can also tap the D, O, W and N buttons under the card.",
    visual: "swipe-directions",
  },
  {
    id: "categories",
    group: "questions",
    phrasings: [
      "What are the categories?",
      "Which categories are there?",
      "How many categories are there?",
      "What topics can I answer questions about?",
      "Is there a food category?",
      "What can I answer questions about?",
      "Show me the list of categories",
      "Can I choose any category?",
      "Categories: Adventure, Travel, Food & Dining, Entertainment, Wellness, Social Life, Relationships & Communication, Sex & Intimacy, Family & Future, Home & Living, Values & Beliefs, Business & Career, Finances, Lifestyle & Particulars, Design & Aesthetics, Passions & Hobbies",
    ],
    answer:
      "There are 16 life categories: Adventure, Travel, Food & Dining, Entertainment, Wellness, Social Life, Relationships & Communication, Sex & Intimacy, Family & Future, Home & Living, Values & Beliefs, Business & Career, Finances, Lifestyle & Particulars, Design & Aesthetics, and Passions & Hobbies. Pick any in [Explore](/explore).",
  },
  {
    id: "twenty-questions",
    group: "questions",
    phrasings: [
      "How many questions are in a category?",
      "Why 20 questions?",
      "What happens after I answer 20 questions?",
      "How long does a category take?",
      "How long is each round of questions?",
      "Are there always 20 questions?",
      "Can I answer more than 20 at once?",
    ],
    answer:
      "Each category deals you 20 questions at a time, with a progress bar as you go. After the 20th you land on your results. Come back to the same category later and you get questions you have not answered yet.",
  },
  {
    id: "change-answer",
    group: "questions",
    phrasings: [
      "Can I change my answer?",
      "I swiped the wrong way",
      "How do I undo a swipe?",
      "Can I redo a question?",
      "I made a mistake on a question",
      "Can I go back to the last question?",
      "How do I edit an answer?",
    ],
    answer:
      "Answering a question again replaces your old answer, and your scores update straight away. Questions you have answered leave the deck, so a slip now and then is fine: one answer moves a score very little.",
  },
  {
    id: "no-more-questions",
    group: "questions",
    phrasings: [
      "It says no more questions available",
      "I ran out of questions",
      "Why are there no questions left?",
      "I finished all the questions in a category",
      "There are no questions left in this category",
      "What do I do when a category is finished?",
    ],
    answer:
      "'No more questions available!' means you have answered everything this category has for now. Nice work. Try another category in [Explore](/explore); new questions are added to categories over time.",
  },
  {
    id: "intimacy-answers",
    group: "questions",
    phrasings: [
      "Who can see my Sex & Intimacy answers?",
      "Are my intimacy answers private?",
      "Do people see my sex answers?",
      "Who sees how I answered the intimacy questions?",
      "Are the sex questions shown on my profile?",
    ],
    answer:
      "Your Sex & Intimacy answers count toward your scores, but they only show in 'You both matched on' lists between two people who have matched each other. Nobody browsing results sees them.",
  },
];
