import type { DemoCourse } from '../demo-course.js';
import { multipleChoice, numericAnswer, shortAnswer, singleChoice } from '../demo-quiz-items.js';
import { boxPlot, statisticsColours } from './statistics.figures.js';

const CENTRE = 'skill-1';
const SPREAD = 'skill-2';
const SAMPLING = 'skill-3';

/** Paid, in French, by Élodie: describing a series, its spread, then what a sample can and cannot say. */
export const statisticsCourse: DemoCourse = {
  handle: 'statistics',
  creator: 'elodie',
  title: 'Les statistiques sans peur',
  description: 'Moyenne, dispersion et sondages, expliqués pas à pas avec des exemples de la vie quotidienne.',
  language: 'fr',
  level: 'intermediate',
  priceCents: 3900,
  tags: ['statistiques', 'données', 'sondages'],
  published: true,
  cover: statisticsColours,
  skills: [
    { skillId: CENTRE, name: 'Résumer une série : moyenne, médiane, mode', prerequisiteIds: [] },
    { skillId: SPREAD, name: 'Mesurer la dispersion : étendue, écart type, quartiles', prerequisiteIds: [CENTRE] },
    { skillId: SAMPLING, name: 'Échantillons, biais et marge d’erreur', prerequisiteIds: [CENTRE] },
  ],
  modules: [
    {
      title: 'Décrire une série',
      lessons: [
        {
          title: 'Moyenne, médiane et mode',
          estimatedMinutes: 12,
          skillIds: [CENTRE],
          blocks: [
            `## Trois façons de dire « en général »

Léa note ses temps de trajet pour aller au travail pendant une semaine, en minutes : 10, 12, 15, 15 et 48 (le
vendredi, un accident a bloqué la route). Quel est son temps de trajet « habituel » ?

- La **moyenne** est la somme des valeurs divisée par leur nombre :
  $$\\bar{x} = \\frac{x_1 + x_2 + \\dots + x_n}{n} = \\frac{10 + 12 + 15 + 15 + 48}{5} = \\frac{100}{5} = 20$$
  La moyenne est donc de 20 minutes.
- La **médiane** est la valeur du milieu une fois la série rangée dans l’ordre croissant : ici 15 minutes.
- Le **mode** est la valeur la plus fréquente : 15 minutes aussi, puisqu’elle apparaît deux fois.

Quatre trajets sur cinq durent un quart d’heure environ, et pourtant la moyenne annonce 20 minutes : la seule valeur
extrême du vendredi la tire vers le haut. Pour décrire un trajet typique, la médiane est ici bien plus fidèle.`,
            `### Une série de taille paire

Quand la série compte un nombre pair de valeurs, il y a deux valeurs au milieu, et la médiane est leur moyenne. Pour
la série 3, 5, 8, 10, les valeurs centrales sont 5 et 8, donc la médiane vaut $\\frac{5 + 8}{2} = 6,5$.

> [!TIP]
> Devant une série qui contient des valeurs extrêmes (salaires, prix de l’immobilier, temps d’attente), donnez la
> médiane, ou la moyenne **et** la médiane : l’écart entre les deux signale à lui seul une série déséquilibrée.

> [!WARNING]
> Une médiane se calcule toujours sur la série **rangée**. Prendre la valeur du milieu de la liste telle qu’elle a
> été saisie est l’erreur la plus fréquente.`,
            {
              kind: 'check',
              item: numericAnswer(
                {
                  prompt: 'Quel est le mode des temps de trajet de Léa (10, 12, 15, 15 et 48 minutes) ?',
                  skillIds: [CENTRE],
                  difficulty: -1,
                  explanation: 'Le mode est la valeur la plus fréquente : 15 minutes apparaît deux fois, toutes les autres valeurs une seule fois.',
                },
                { value: 15, tolerance: 0, unit: 'min' },
              ),
            },
          ],
        },
        {
          title: 'La moyenne pondérée',
          estimatedMinutes: 10,
          skillIds: [CENTRE],
          blocks: [
            `## Quand toutes les valeurs ne pèsent pas pareil

Au lycée comme à l’université, les matières n’ont pas toutes le même poids : chacune a un **coefficient**. La
moyenne pondérée multiplie chaque note par son coefficient, additionne le tout, puis divise par la somme des
coefficients :

$$\\bar{x} = \\frac{\\sum_i c_i \\, x_i}{\\sum_i c_i}$$

> [!EXAMPLE]
> Un étudiant obtient 12 en mathématiques (coefficient 2), 15 en anglais (coefficient 1) et 9 en physique
> (coefficient 3). Sa moyenne pondérée vaut
> $$\\frac{2 \\times 12 + 1 \\times 15 + 3 \\times 9}{2 + 1 + 3} = \\frac{24 + 15 + 27}{6} = \\frac{66}{6} = 11$$
> La moyenne simple des trois notes serait 12 : la physique, plus lourde, fait baisser le résultat.

| matière | note | coefficient | note × coefficient |
| --- | --- | --- | --- |
| mathématiques | 12 | 2 | 24 |
| anglais | 15 | 1 | 15 |
| physique | 9 | 3 | 27 |
| total | | 6 | 66 |`,
            `La moyenne pondérée sert bien au-delà des bulletins de notes. Un indice des prix pondère chaque produit par la
part qu’il prend dans le budget des ménages ; la moyenne d’une classe calculée à partir des moyennes de deux groupes
doit être pondérée par l’effectif de chaque groupe.

> [!WARNING]
> Faire la moyenne de deux moyennes n’a de sens que si les deux groupes ont la même taille. Un groupe de 30 élèves
> avec 14 de moyenne et un groupe de 10 élèves avec 10 de moyenne ne donnent pas 12, mais
> $\\frac{30 \\times 14 + 10 \\times 10}{40} = 13$.`,
          ],
        },
      ],
      quiz: {
        title: 'Vérifiez vos acquis : résumer une série',
        passingScore: 60,
        items: [
          numericAnswer(
            { prompt: 'Temps de trajet sur une semaine, en minutes : 10, 12, 15, 15 et 48. Quelle est la moyenne ?', skillIds: [CENTRE], difficulty: -1.5, explanation: 'La somme vaut 100 pour 5 valeurs : 100 / 5 = 20 minutes.' },
            { value: 20, tolerance: 0, unit: 'min' },
          ),
          singleChoice(
            { prompt: 'Pour ces mêmes temps (10, 12, 15, 15 et 48 minutes), quelle mesure décrit le mieux un trajet typique ?', skillIds: [CENTRE], difficulty: -0.5, explanation: 'Une seule valeur extrême tire la moyenne vers le haut ; la médiane n’en tient presque pas compte.' },
            [
              { text: 'la médiane', correct: true, why: '15 minutes : c’est ce que durent presque tous les trajets.' },
              { text: 'la moyenne', why: 'Elle annonce 20 minutes à cause du seul trajet de 48 minutes.' },
              { text: 'l’étendue', why: 'L’étendue mesure la dispersion, pas une valeur typique.' },
            ],
          ),
          numericAnswer(
            { prompt: 'Quelle est la médiane de la série 3, 5, 8, 10 ?', skillIds: [CENTRE], difficulty: 0, explanation: 'Deux valeurs centrales, 5 et 8 : la médiane est leur moyenne, 6,5.' },
            { value: 6.5, tolerance: 0.001 },
          ),
          numericAnswer(
            { prompt: 'Notes : 12 (coefficient 2), 15 (coefficient 1) et 9 (coefficient 3). Quelle est la moyenne pondérée ?', skillIds: [CENTRE], difficulty: 0.5, explanation: '(24 + 15 + 27) / 6 = 66 / 6 = 11.' },
            { value: 11, tolerance: 0.01 },
          ),
        ],
      },
    },
    {
      title: 'Mesurer la dispersion',
      lessons: [
        {
          title: 'Étendue et écart type',
          estimatedMinutes: 15,
          skillIds: [SPREAD],
          blocks: [
            `## Deux séries, même moyenne

Les séries 6, 6, 6, 6, 6 et 4, 8, 6, 5, 7 ont toutes deux une moyenne de 6, mais la seconde est bien plus
dispersée. Pour le dire avec un nombre, on mesure la **dispersion**.

L’**étendue** est l’écart entre la plus grande et la plus petite valeur. Pour 4, 8, 6, 5, 7, elle vaut
$8 - 4 = 4$. Elle est simple, mais ne dépend que de deux valeurs : une seule valeur extrême suffit à la gonfler.

L’**écart type** tient compte de toutes les valeurs. Il mesure l’écart typique entre les valeurs et la moyenne :

$$\\sigma = \\sqrt{\\frac{1}{n}\\sum_{i=1}^{n} (x_i - \\bar{x})^2}$$

| valeur | écart à la moyenne | carré de l’écart |
| --- | --- | --- |
| 4 | −2 | 4 |
| 8 | 2 | 4 |
| 6 | 0 | 0 |
| 5 | −1 | 1 |
| 7 | 1 | 1 |
| | total | 10 |`,
            `La variance est la moyenne des carrés : $\\frac{10}{5} = 2$. L’écart type en est la racine carrée :
$\\sigma = \\sqrt{2} \\approx 1,41$. Pour cette série, l’écart type vaut donc environ 1,41.

Retenez deux propriétés de l’écart type. D’abord, il s’exprime dans la même unité que les données : des minutes pour des
temps, des euros pour des prix. Ensuite, il vaut 0 quand toutes les valeurs sont égales, comme pour la série
6, 6, 6, 6, 6, et il grandit à mesure que les valeurs s’éloignent de la moyenne.

> [!WARNING]
> Sur un **échantillon**, les logiciels divisent souvent par $n - 1$ au lieu de $n$ (ici $\\frac{10}{4} = 2,5$) pour
> ne pas sous-estimer la dispersion de la population. Vérifiez quelle formule votre tableur ou votre calculatrice
> emploie.`,
          ],
        },
        {
          title: 'Quartiles et boîte à moustaches',
          estimatedMinutes: 15,
          skillIds: [SPREAD],
          blocks: [
            `## Couper la série en quatre

La médiane coupe une série rangée en deux moitiés. Les **quartiles** la coupent en quatre :

- le premier quartile $Q_1$ est la plus petite valeur de la série telle qu’au moins 25 % des valeurs lui sont
  inférieures ou égales ;
- le troisième quartile $Q_3$ est la plus petite valeur telle qu’au moins 75 % des valeurs lui sont inférieures ou
  égales.

> [!EXAMPLE]
> Prenons la série rangée 2, 4, 5, 7, 8, 9, 11, 12, 15 (neuf valeurs). La médiane est la cinquième valeur, 8.
> Pour $Q_1$ : $\\frac{9}{4} = 2,25$, on prend donc la troisième valeur, 5. Pour $Q_3$ : $\\frac{3 \\times 9}{4} = 6,75$,
> on prend la septième valeur, 11. L’écart interquartile vaut $Q_3 - Q_1 = 11 - 5 = 6$.`,
            `L’**écart interquartile** $Q_3 - Q_1$ mesure l’étendue de la moitié centrale des données. Contrairement à
l’étendue, il ignore les valeurs extrêmes : remplacer le 15 de l’exemple par 150 ne le change pas.

### La boîte à moustaches

Une boîte à moustaches résume tout cela en un dessin : une boîte qui va de $Q_1$ à $Q_3$, un trait à la médiane, et
deux « moustaches » qui s’étendent jusqu’au minimum et au maximum. Quand on compare plusieurs groupes (les salaires
de plusieurs régions, les temps de plusieurs lignes de bus), les boîtes placées côte à côte montrent d’un coup d’œil
le centre et la dispersion de chacun.

> [!TIP]
> Les calculatrices et les tableurs n’utilisent pas tous la même définition des quartiles : sur une petite série,
> ils peuvent donner des valeurs un peu différentes. Dans ce cours, nous utilisons la définition ci-dessus, celle du
> lycée français.`,
            {
              kind: 'figure',
              name: 'box-plot',
              drawing: boxPlot(),
              alt: 'Les neuf valeurs 2, 4, 5, 7, 8, 9, 11, 12 et 15 en points sur une échelle de 0 à 16, et dessous leur boîte à moustaches : une boîte de 5 à 11 coupée par un trait à 8, et des moustaches jusqu’à 2 et 15.',
              caption: 'La boîte va de Q1 = 5 à Q3 = 11, le trait marque la médiane 8, les moustaches atteignent le minimum 2 et le maximum 15.',
            },
            {
              kind: 'check',
              item: numericAnswer(
                {
                  prompt: 'Sur la boîte à moustaches de la série 2, 4, 5, 7, 8, 9, 11, 12, 15, quelle valeur marque le trait tracé à l’intérieur de la boîte ?',
                  skillIds: [SPREAD],
                  difficulty: -0.5,
                  explanation: 'Le trait dans la boîte est la médiane : la cinquième des neuf valeurs rangées, 8.',
                },
                { value: 8, tolerance: 0 },
              ),
            },
          ],
        },
      ],
      quiz: {
        title: 'Vérifiez vos acquis : la dispersion',
        passingScore: 60,
        items: [
          numericAnswer(
            { prompt: 'Quelle est l’étendue de la série 4, 8, 6, 5, 7 ?', skillIds: [SPREAD], difficulty: -1, explanation: 'La plus grande valeur moins la plus petite : 8 − 4 = 4.' },
            { value: 4, tolerance: 0 },
          ),
          numericAnswer(
            { prompt: 'Quel est l’écart type (en divisant par n) de la série 4, 8, 6, 5, 7 ? Arrondissez au centième.', skillIds: [SPREAD], difficulty: 1, explanation: 'Moyenne 6, somme des carrés des écarts 10, variance 10 / 5 = 2, écart type √2 ≈ 1,41.' },
            { value: 1.41, tolerance: 0.01 },
          ),
          multipleChoice(
            { prompt: 'Quelles affirmations sur l’écart type sont vraies ? Cochez toutes les bonnes réponses.', skillIds: [SPREAD], difficulty: 0, explanation: 'C’est la racine d’une moyenne de carrés d’écarts : il a l’unité des données et il est nul sans dispersion.' },
            [
              { text: 'il s’exprime dans la même unité que les données', correct: true, why: 'La racine carrée ramène les carrés des écarts à l’unité de départ.' },
              { text: 'il vaut 0 quand toutes les valeurs sont égales', correct: true, why: 'Tous les écarts à la moyenne sont alors nuls.' },
              { text: 'il ne peut jamais dépasser la moyenne', why: 'Rien ne l’en empêche : la série −10, 10 a une moyenne de 0 et un écart type de 10.' },
              { text: 'il est insensible aux valeurs extrêmes', why: 'Au contraire : les écarts étant élevés au carré, une valeur extrême pèse lourd.' },
            ],
          ),
          numericAnswer(
            { prompt: 'Quel est l’écart interquartile de la série 2, 4, 5, 7, 8, 9, 11, 12, 15 ?', skillIds: [SPREAD], difficulty: 0.5, explanation: 'Q1 est la 3e valeur (5), Q3 la 7e (11) : 11 − 5 = 6.' },
            { value: 6, tolerance: 0 },
          ),
        ],
      },
    },
    {
      title: 'Échantillons et sondages',
      lessons: [
        {
          title: 'Échantillon, population et biais',
          estimatedMinutes: 12,
          skillIds: [SAMPLING],
          blocks: [
            `## Interroger quelques-uns pour parler de tous

La **population** est l’ensemble de ceux dont on veut parler : tous les électeurs d’un pays, toutes les pièces
sorties d’une usine. On l’étudie rarement en entier ; on interroge un **échantillon**, et l’on espère qu’il lui
ressemble. Le meilleur moyen d’y parvenir est de tirer l’échantillon au hasard : chaque membre de la population a
alors la même chance d’être choisi.

Un **biais** est une erreur qui pousse toujours dans le même sens, et qu’aucune taille d’échantillon ne corrige.
Les plus courants :

| biais | exemple |
| --- | --- |
| de sélection | un sondage publié sur un site de sport |
| de non-réponse | seuls les clients mécontents répondent à l’enquête |
| du survivant | on n’étudie que les entreprises qui existent encore |`,
            `> [!EXAMPLE]
> Un site de sport demande à ses visiteurs s’ils font du sport chaque semaine, et 85 % répondent oui. Ce chiffre ne
> dit presque rien de la population : l’échantillon n’est pas représentatif, puisque ceux qui visitent un site de
> sport sont justement ceux que le sport intéresse.

### Corrélation et causalité

Même un bon échantillon ne montre que des liens. Les villes qui ont le plus de pompiers connaissent aussi le plus
d’incendies ; les pompiers ne causent pas les incendies pour autant : les grandes villes ont davantage des deux.
Une corrélation ne prouve pas une causalité : un troisième facteur, ici la taille de la ville, peut expliquer les
deux.

> [!TIP]
> Devant un sondage, posez trois questions : qui a été interrogé, comment ces personnes ont été choisies, et
> combien elles étaient.`,
          ],
        },
        {
          title: 'La marge d’erreur',
          estimatedMinutes: 15,
          skillIds: [SAMPLING],
          blocks: [
            `## Ce que le hasard laisse d’incertitude

Même tiré parfaitement au hasard, un échantillon ne reproduit pas exactement la population : deux échantillons
différents donnent deux résultats un peu différents. La **marge d’erreur** chiffre cette incertitude.

Pour une proportion et un niveau de confiance de 95 %, une règle simple donne un ordre de grandeur de la marge :

$$\\text{marge} \\approx \\frac{1}{\\sqrt{n}}$$

où $n$ est la taille de l’échantillon. Pour un sondage de 400 personnes, $\\frac{1}{\\sqrt{400}} = \\frac{1}{20} = 0,05$,
soit une marge d’environ 5 points de pourcentage. Si 52 % des sondés préfèrent une option, la vraie proportion se
situe probablement entre 47 % et 57 %.

| taille de l’échantillon | marge approximative |
| --- | --- |
| 100 | 10 points |
| 400 | 5 points |
| 1 000 | environ 3 points |
| 1 600 | 2,5 points |`,
            `Le tableau montre une loi importante : la marge diminue avec la racine carrée de la taille. Pour diviser la
marge par deux, il faut multiplier la taille de l’échantillon par 4 (quatre), et non par deux. C’est pourquoi
la plupart des sondages nationaux s’arrêtent autour de 1 000 personnes : aller beaucoup plus loin coûte cher pour un
gain de précision modeste.

> [!WARNING]
> La marge d’erreur ne couvre que le hasard de l’échantillonnage. Elle ne dit rien des biais : un sondage de 100 000
> personnes recrutées sur un site de sport reste biaisé, avec une marge minuscule autour d’une valeur fausse.

> [!EXAMPLE]
> Deux candidats sont annoncés à 49 % et 51 % dans un sondage de 1 000 personnes. Avec une marge d’environ 3 points
> pour chacun, l’écart de 2 points ne permet pas de dire lequel est en tête.`,
            {
              kind: 'check',
              item: numericAnswer(
                {
                  prompt: 'D’après la règle marge ≈ 1/√n, quelle est la marge d’erreur approximative d’un sondage de 100 personnes ?',
                  skillIds: [SAMPLING],
                  difficulty: 0,
                  explanation: '√100 = 10, et 1/10 = 0,10 : une marge d’environ 10 points de pourcentage, le double de celle d’un sondage de 400 personnes.',
                },
                { value: 10, tolerance: 0.5, unit: 'points' },
              ),
            },
          ],
        },
      ],
      quiz: {
        title: 'Vérifiez vos acquis : échantillons et sondages',
        passingScore: 60,
        items: [
          singleChoice(
            { prompt: 'Un site de sport demande à ses visiteurs s’ils font du sport chaque semaine, et 85 % répondent oui. Quel est le problème ?', skillIds: [SAMPLING], difficulty: -0.5, explanation: 'Les visiteurs d’un site de sport ne ressemblent pas à la population : c’est un biais de sélection.' },
            [
              { text: 'l’échantillon n’est pas représentatif', correct: true, why: 'Seuls ceux que le sport intéresse ont pu répondre.' },
              { text: 'l’échantillon est trop petit', why: 'Le nombre de réponses n’est pas donné, et même énorme il ne corrigerait pas ce biais.' },
              { text: 'il n’y a aucun problème', why: 'Le résultat décrit les visiteurs du site, pas la population.' },
            ],
          ),
          singleChoice(
            { prompt: 'Les villes qui ont le plus de pompiers connaissent le plus d’incendies. Que peut-on conclure ?', skillIds: [SAMPLING], difficulty: 0, explanation: 'La taille de la ville explique les deux : le lien n’est pas une cause.' },
            [
              { text: 'une corrélation ne prouve pas une causalité', correct: true, why: 'Un troisième facteur, la taille de la ville, fait grandir les deux nombres.' },
              { text: 'les pompiers provoquent des incendies', why: 'Le lien observé ne dit rien du sens d’une cause.' },
              { text: 'il faut réduire le nombre de pompiers', why: 'Conclusion tirée d’une causalité qui n’est pas démontrée.' },
            ],
          ),
          numericAnswer(
            { prompt: 'Un sondage interroge 400 personnes tirées au hasard. Quelle est sa marge d’erreur approximative, en points de pourcentage ?', skillIds: [SAMPLING], difficulty: 0.5, explanation: '1 / √400 = 1 / 20 = 0,05, soit 5 points.' },
            { value: 5, tolerance: 0.5, unit: 'points' },
          ),
          shortAnswer(
            { prompt: 'Par combien faut-il multiplier la taille d’un échantillon pour diviser sa marge d’erreur par deux ?', skillIds: [SAMPLING], difficulty: 1, explanation: 'La marge varie comme 1 / √n : pour la diviser par 2, il faut multiplier n par 2² = 4.' },
            ['4', 'quatre', 'par 4', 'par quatre'],
          ),
        ],
      },
    },
  ],
};
