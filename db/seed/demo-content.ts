// Demo study units (words and phrases) seeded into a fresh database.

export type SeedWord = {
  url: string;
  en: string;
  ru: string;
  transcription: string;
};
export type SeedPhrase = {
  url: string;
  enQuestion: string;
  ru: string;
  answers: string[];
};
export type SeedUnit = {
  name: string;
  url: string;
  words: SeedWord[];
  phrases: SeedPhrase[];
};

export const demoUnits: SeedUnit[] = [
  {
    name: "Food and Drink",
    url: "food-and-drink",
    words: [
      { url: "apple", en: "apple", ru: "яблоко", transcription: "/ˈæpl/" },
      { url: "bread", en: "bread", ru: "хлеб", transcription: "/bred/" },
      { url: "cheese", en: "cheese", ru: "сыр", transcription: "/tʃiːz/" },
      { url: "water", en: "water", ru: "вода", transcription: "/ˈwɔːtə/" },
      {
        url: "breakfast",
        en: "breakfast",
        ru: "завтрак",
        transcription: "/ˈbrekfəst/",
      },
      {
        url: "chicken",
        en: "chicken",
        ru: "курица",
        transcription: "/ˈtʃɪkɪn/",
      },
      {
        url: "vegetable",
        en: "vegetable",
        ru: "овощ",
        transcription: "/ˈvedʒtəbl/",
      },
      { url: "knife", en: "knife", ru: "нож", transcription: "/naɪf/" },
      { url: "sugar", en: "sugar", ru: "сахар", transcription: "/ˈʃʊɡə/" },
      { url: "juice", en: "juice", ru: "сок", transcription: "/dʒuːs/" },
      {
        url: "hungry",
        en: "hungry",
        ru: "голодный",
        transcription: "/ˈhʌŋɡri/",
      },
      {
        url: "delicious",
        en: "delicious",
        ru: "вкусный",
        transcription: "/dɪˈlɪʃəs/",
      },
    ],
    phrases: [
      {
        url: "glass-of-water",
        enQuestion: "Can I have a glass of water",
        ru: "Можно мне стакан воды?",
        answers: ["Can I have a glass of water?", "Could I have a glass of water?"],
      },
      {
        url: "very-hungry",
        enQuestion: "I am very hungry",
        ru: "Я очень хочу есть.",
        answers: ["I am very hungry.", "I'm very hungry."],
      },
      {
        url: "bring-the-bill",
        enQuestion: "Could you bring the bill please",
        ru: "Принесите, пожалуйста, счёт.",
        answers: [
          "Could you bring the bill, please?",
          "Could you bring the bill please?",
          "Can I have the bill, please?",
        ],
      },
      {
        url: "breakfast-food",
        enQuestion: "What do you eat for breakfast",
        ru: "Что ты ешь на завтрак?",
        answers: ["What do you eat for breakfast?", "What do you have for breakfast?"],
      },
      {
        url: "soup-is-tasty",
        enQuestion: "This soup is very tasty",
        ru: "Этот суп очень вкусный.",
        answers: ["This soup is very tasty.", "This soup is delicious."],
      },
      {
        url: "no-meat",
        enQuestion: "I do not eat meat",
        ru: "Я не ем мясо.",
        answers: ["I do not eat meat.", "I don't eat meat."],
      },
    ],
  },
  {
    name: "Travel",
    url: "travel",
    words: [
      { url: "ticket", en: "ticket", ru: "билет", transcription: "/ˈtɪkɪt/" },
      {
        url: "passport",
        en: "passport",
        ru: "паспорт",
        transcription: "/ˈpɑːspɔːt/",
      },
      {
        url: "suitcase",
        en: "suitcase",
        ru: "чемодан",
        transcription: "/ˈsuːtkeɪs/",
      },
      {
        url: "airport",
        en: "airport",
        ru: "аэропорт",
        transcription: "/ˈeəpɔːt/",
      },
      { url: "train", en: "train", ru: "поезд", transcription: "/treɪn/" },
      {
        url: "luggage",
        en: "luggage",
        ru: "багаж",
        transcription: "/ˈlʌɡɪdʒ/",
      },
      { url: "map", en: "map", ru: "карта", transcription: "/mæp/" },
      {
        url: "hotel",
        en: "hotel",
        ru: "гостиница, отель",
        transcription: "/həʊˈtel/",
      },
      {
        url: "journey",
        en: "journey",
        ru: "поездка, путешествие",
        transcription: "/ˈdʒɜːni/",
      },
      {
        url: "abroad",
        en: "abroad",
        ru: "за границей, за границу",
        transcription: "/əˈbrɔːd/",
      },
      {
        url: "departure",
        en: "departure",
        ru: "отправление, вылет",
        transcription: "/dɪˈpɑːtʃə/",
      },
      { url: "border", en: "border", ru: "граница", transcription: "/ˈbɔːdə/" },
    ],
    phrases: [
      {
        url: "where-is-the-station",
        enQuestion: "Where is the train station",
        ru: "Где находится вокзал?",
        answers: [
          "Where is the train station?",
          "Where's the train station?",
          "Where is the railway station?",
        ],
      },
      {
        url: "ticket-price",
        enQuestion: "How much is the ticket",
        ru: "Сколько стоит билет?",
        answers: ["How much is the ticket?", "How much does the ticket cost?"],
      },
      {
        url: "room-for-two-nights",
        enQuestion: "I need a room for two nights",
        ru: "Мне нужен номер на две ночи.",
        answers: ["I need a room for two nights."],
      },
      {
        url: "train-leave-time",
        enQuestion: "What time does the train leave",
        ru: "Во сколько отправляется поезд?",
        answers: ["What time does the train leave?", "When does the train leave?"],
      },
      {
        url: "show-your-passport",
        enQuestion: "Please show me your passport",
        ru: "Покажите, пожалуйста, ваш паспорт.",
        answers: [
          "Please show me your passport.",
          "Can I see your passport, please?",
          "Your passport, please.",
        ],
      },
      {
        url: "flying-to-london",
        enQuestion: "We are flying to London tomorrow",
        ru: "Завтра мы летим в Лондон.",
        answers: [
          "We are flying to London tomorrow.",
          "We're flying to London tomorrow.",
          "Tomorrow we are flying to London.",
        ],
      },
    ],
  },
  {
    name: "At Home",
    url: "at-home",
    words: [
      {
        url: "kitchen",
        en: "kitchen",
        ru: "кухня",
        transcription: "/ˈkɪtʃɪn/",
      },
      {
        url: "bedroom",
        en: "bedroom",
        ru: "спальня",
        transcription: "/ˈbedruːm/",
      },
      { url: "window", en: "window", ru: "окно", transcription: "/ˈwɪndəʊ/" },
      { url: "door", en: "door", ru: "дверь", transcription: "/dɔː/" },
      { url: "table", en: "table", ru: "стол", transcription: "/ˈteɪbl/" },
      { url: "chair", en: "chair", ru: "стул", transcription: "/tʃeə/" },
      { url: "bed", en: "bed", ru: "кровать", transcription: "/bed/" },
      { url: "mirror", en: "mirror", ru: "зеркало", transcription: "/ˈmɪrə/" },
      { url: "floor", en: "floor", ru: "пол, этаж", transcription: "/flɔː/" },
      { url: "key", en: "key", ru: "ключ", transcription: "/kiː/" },
      {
        url: "neighbour",
        en: "neighbour",
        ru: "сосед",
        transcription: "/ˈneɪbə/",
      },
      {
        url: "bathroom",
        en: "bathroom",
        ru: "ванная",
        transcription: "/ˈbɑːθruːm/",
      },
    ],
    phrases: [
      {
        url: "close-the-window",
        enQuestion: "Please close the window",
        ru: "Закрой, пожалуйста, окно.",
        answers: [
          "Please close the window.",
          "Close the window, please.",
          "Could you close the window, please?",
        ],
      },
      {
        url: "where-are-my-keys",
        enQuestion: "Where are my keys",
        ru: "Где мои ключи?",
        answers: ["Where are my keys?"],
      },
      {
        url: "cooking-in-the-kitchen",
        enQuestion: "Mum is cooking in the kitchen",
        ru: "Мама готовит на кухне.",
        answers: [
          "Mum is cooking in the kitchen.",
          "Mum's cooking in the kitchen.",
          "Mom is cooking in the kitchen.",
        ],
      },
      {
        url: "three-rooms",
        enQuestion: "Our flat has three rooms",
        ru: "В нашей квартире три комнаты.",
        answers: [
          "Our flat has three rooms.",
          "There are three rooms in our flat.",
          "Our apartment has three rooms.",
        ],
      },
      {
        url: "clean-on-saturdays",
        enQuestion: "I usually clean the house on Saturdays",
        ru: "По субботам я обычно убираюсь дома.",
        answers: ["I usually clean the house on Saturdays.", "On Saturdays I usually clean the house."],
      },
      {
        url: "make-yourself-at-home",
        enQuestion: "Make yourself at home",
        ru: "Чувствуй себя как дома.",
        answers: ["Make yourself at home."],
      },
    ],
  },
  {
    name: "Work and Study",
    url: "work-and-study",
    words: [
      { url: "office", en: "office", ru: "офис", transcription: "/ˈɒfɪs/" },
      {
        url: "meeting",
        en: "meeting",
        ru: "встреча, совещание",
        transcription: "/ˈmiːtɪŋ/",
      },
      {
        url: "colleague",
        en: "colleague",
        ru: "коллега",
        transcription: "/ˈkɒliːɡ/",
      },
      {
        url: "salary",
        en: "salary",
        ru: "зарплата",
        transcription: "/ˈsæləri/",
      },
      {
        url: "homework",
        en: "homework",
        ru: "домашнее задание",
        transcription: "/ˈhəʊmwɜːk/",
      },
      { url: "exam", en: "exam", ru: "экзамен", transcription: "/ɪɡˈzæm/" },
      {
        url: "teacher",
        en: "teacher",
        ru: "учитель, преподаватель",
        transcription: "/ˈtiːtʃə/",
      },
      {
        url: "student",
        en: "student",
        ru: "студент, ученик",
        transcription: "/ˈstjuːdnt/",
      },
      {
        url: "library",
        en: "library",
        ru: "библиотека",
        transcription: "/ˈlaɪbrəri/",
      },
      {
        url: "deadline",
        en: "deadline",
        ru: "крайний срок",
        transcription: "/ˈdedlaɪn/",
      },
      { url: "boss", en: "boss", ru: "начальник", transcription: "/bɒs/" },
      { url: "lesson", en: "lesson", ru: "урок", transcription: "/ˈlesn/" },
    ],
    phrases: [
      {
        url: "work-in-an-office",
        enQuestion: "I work in an office",
        ru: "Я работаю в офисе.",
        answers: ["I work in an office.", "I work in the office."],
      },
      {
        url: "exam-tomorrow",
        enQuestion: "I have an exam tomorrow",
        ru: "У меня завтра экзамен.",
        answers: ["I have an exam tomorrow.", "I've got an exam tomorrow."],
      },
      {
        url: "meeting-starts-at-ten",
        enQuestion: "The meeting starts at ten",
        ru: "Совещание начинается в десять.",
        answers: ["The meeting starts at ten.", "The meeting begins at ten."],
      },
      {
        url: "what-do-you-do",
        enQuestion: "What do you do",
        ru: "Кем ты работаешь?",
        answers: ["What do you do?", "What is your job?", "What's your job?"],
      },
      {
        url: "study-english-every-day",
        enQuestion: "I study English every day",
        ru: "Я учу английский каждый день.",
        answers: ["I study English every day.", "I learn English every day."],
      },
      {
        url: "ask-a-question",
        enQuestion: "Can I ask a question",
        ru: "Можно задать вопрос?",
        answers: ["Can I ask a question?", "May I ask a question?", "Could I ask a question?"],
      },
    ],
  },
  {
    name: "Weather and Nature",
    url: "weather-and-nature",
    words: [
      { url: "weather", en: "weather", ru: "погода", transcription: "/ˈweðə/" },
      { url: "rain", en: "rain", ru: "дождь", transcription: "/reɪn/" },
      { url: "snow", en: "snow", ru: "снег", transcription: "/snəʊ/" },
      { url: "sun", en: "sun", ru: "солнце", transcription: "/sʌn/" },
      {
        url: "cloud",
        en: "cloud",
        ru: "облако, туча",
        transcription: "/klaʊd/",
      },
      { url: "wind", en: "wind", ru: "ветер", transcription: "/wɪnd/" },
      { url: "tree", en: "tree", ru: "дерево", transcription: "/triː/" },
      { url: "river", en: "river", ru: "река", transcription: "/ˈrɪvə/" },
      {
        url: "mountain",
        en: "mountain",
        ru: "гора",
        transcription: "/ˈmaʊntɪn/",
      },
      { url: "forest", en: "forest", ru: "лес", transcription: "/ˈfɒrɪst/" },
      { url: "sky", en: "sky", ru: "небо", transcription: "/skaɪ/" },
      {
        url: "umbrella",
        en: "umbrella",
        ru: "зонт, зонтик",
        transcription: "/ʌmˈbrelə/",
      },
    ],
    phrases: [
      {
        url: "weather-today",
        enQuestion: "What is the weather like today",
        ru: "Какая сегодня погода?",
        answers: [
          "What is the weather like today?",
          "What's the weather like today?",
          "How is the weather today?",
        ],
      },
      {
        url: "it-is-raining",
        enQuestion: "It is raining",
        ru: "Идёт дождь.",
        answers: ["It is raining.", "It's raining."],
      },
      {
        url: "very-cold-today",
        enQuestion: "It is very cold today",
        ru: "Сегодня очень холодно.",
        answers: ["It is very cold today.", "It's very cold today."],
      },
      {
        url: "take-an-umbrella",
        enQuestion: "Take an umbrella",
        ru: "Возьми зонт.",
        answers: ["Take an umbrella.", "Take your umbrella."],
      },
      {
        url: "mountains-in-summer",
        enQuestion: "We go to the mountains in summer",
        ru: "Летом мы ездим в горы.",
        answers: [
          "We go to the mountains in summer.",
          "In summer we go to the mountains.",
          "We go to the mountains in the summer.",
        ],
      },
      {
        url: "snow-tomorrow",
        enQuestion: "It will snow tomorrow",
        ru: "Завтра будет снег.",
        answers: ["It will snow tomorrow.", "It's going to snow tomorrow.", "It is going to snow tomorrow."],
      },
    ],
  },
];
