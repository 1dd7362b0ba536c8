/** Course texts written for the tests: a French biology lesson and a short English one. */
export const frenchBiologyLesson = `# La cellule et la division cellulaire

## La cellule, unité du vivant

La cellule est l’unité de base de tous les êtres vivants. Chaque cellule est entourée d’une membrane plasmique qui sépare le milieu intérieur du milieu extérieur. La membrane plasmique est une double couche de lipides dans laquelle sont insérées des protéines. À l’intérieur, le cytoplasme contient les organites de la cellule.

Le noyau est l’organite qui contient l’information génétique sous forme d’ADN. Chez les eucaryotes, le noyau est séparé du cytoplasme par une enveloppe nucléaire. Les bactéries, appelées procaryotes, n’ont pas de noyau : leur ADN se trouve directement dans le cytoplasme.

Les mitochondries sont les organites de la respiration cellulaire. La respiration cellulaire est la réaction qui produit l’énergie de la cellule à partir du glucose et du dioxygène. Les chloroplastes, présents dans les cellules végétales, réalisent la photosynthèse. La photosynthèse est la transformation de l’énergie lumineuse en énergie chimique.

## La division cellulaire

La mitose est la division d’une cellule mère en deux cellules filles identiques. Avant la mitose, l’ADN est copié : c’est la réplication. La réplication est la copie de chaque molécule d’ADN en deux molécules identiques. Pendant la mitose, les chromosomes se condensent puis se séparent. Un chromosome est une molécule d’ADN associée à des protéines.

La mitose comprend quatre phases : la prophase, la métaphase, l’anaphase et la télophase. Pendant la prophase, les chromosomes deviennent visibles. Pendant la métaphase, les chromosomes s’alignent au centre de la cellule, sur la plaque équatoriale. Pendant l’anaphase, les chromatides se séparent et migrent vers les pôles. Pendant la télophase, deux noyaux se forment et la cellule se divise.

La méiose est une division particulière qui produit les gamètes. Les gamètes sont les cellules reproductrices : les spermatozoïdes et les ovules. Contrairement à la mitose, la méiose produit quatre cellules qui contiennent chacune la moitié des chromosomes de la cellule mère.

## Le cycle cellulaire

Le cycle cellulaire est la succession des étapes de la vie d’une cellule, de sa naissance à sa division. L’interphase est la période qui sépare deux divisions. Pendant l’interphase, la cellule grandit et réplique son ADN. Le cycle cellulaire est contrôlé par des protéines appelées cyclines. Une cellule dont le cycle n’est plus contrôlé peut former une tumeur.
`;

export const frenchHistoryLesson = `# La Révolution française

## Les causes de la Révolution

En 1789, la France est une monarchie absolue. Le roi Louis XVI détient tous les pouvoirs. La société d’ordres est divisée en trois groupes : le clergé, la noblesse et le tiers état. Le tiers état représente la grande majorité de la population mais paie l’essentiel des impôts.

La crise financière oblige le roi à convoquer les états généraux. Les états généraux sont une assemblée des représentants des trois ordres. Le 17 juin 1789, les députés du tiers état se proclament Assemblée nationale.

## Les grandes étapes

La prise de la Bastille, le 14 juillet 1789, est le symbole de la fin de l’absolutisme. La Déclaration des droits de l’homme et du citoyen est le texte qui affirme l’égalité des droits et la souveraineté de la nation. Elle est adoptée le 26 août 1789.

La monarchie constitutionnelle est le régime dans lequel le pouvoir du roi est limité par une constitution. En 1792, la monarchie est abolie et la République est proclamée. La Terreur est la période de 1793-1794 pendant laquelle le gouvernement révolutionnaire fait exécuter ses opposants.
`;

export const englishLesson = `# The Heart

## Structure

The heart is a muscular organ that pumps blood through the body. The heart has four chambers: two atria and two ventricles. The atria are the upper chambers that receive blood returning to the heart. The ventricles are the lower chambers that pump blood out of the heart.

The myocardium is the thick muscular layer of the heart wall. The pericardium is the membrane that surrounds the heart. Heart valves prevent the backflow of blood. The mitral valve lies between the left atrium and the left ventricle. The tricuspid valve lies between the right atrium and the right ventricle.

## Circulation

The pulmonary circulation carries blood between the heart and the lungs. The systemic circulation carries oxygenated blood from the heart to the rest of the body. The aorta is the largest artery of the body. Arteries carry blood away from the heart, whereas veins return blood to the heart. Capillaries are the smallest blood vessels, where exchange with the tissues takes place.

## The cardiac cycle

The cardiac cycle is the sequence of events in one heartbeat. Systole is the phase of contraction of the ventricles. Diastole is the phase of relaxation during which the chambers fill with blood. The sinoatrial node, called the pacemaker, starts each heartbeat. Cardiac output is the volume of blood pumped by each ventricle per minute.
`;

/** A science lesson with an equation under its own heading. */
export const photosynthesisLesson = `# Photosynthesis

## What photosynthesis is

Photosynthesis is the process by which plants, algae and some bacteria turn light energy into chemical energy stored in sugars. It takes place in the chloroplasts, the organelles of plant cells that contain chlorophyll. Chlorophyll is the green pigment that absorbs red and blue light and reflects green light.

## The overall equation

The overall reaction of photosynthesis can be written as one balanced equation:

6 CO2 + 6 H2O -> C6H12O6 + 6 O2

Carbon dioxide and water are the reactants; glucose and oxygen are the products. The oxygen released by plants comes from the splitting of water molecules.

## The two stages

The light-dependent reactions take place in the thylakoid membranes. They use light energy to split water, release oxygen and produce ATP and NADPH. The Calvin cycle is the set of reactions in the stroma that uses ATP and NADPH to fix carbon dioxide into sugar. The stroma is the fluid that fills the inside of the chloroplast around the thylakoids.

## Factors that limit photosynthesis

- Light intensity: more light speeds up the light-dependent reactions until another factor runs short.
- Carbon dioxide concentration: the Calvin cycle needs carbon dioxide to make sugar.
- Temperature: the enzymes of photosynthesis work best within a narrow range of temperatures.
`;

/** A history lesson with people, places and a list of key dates. */
export const frenchRevolutionLesson = `# The French Revolution

## The causes

In 1789 France was an absolute monarchy ruled by King Louis XVI. French society was divided into three estates: the clergy, the nobility and the Third Estate. The Third Estate made up most of the population but paid most of the taxes. A financial crisis forced the king to call the Estates-General, an assembly of representatives of the three estates, for the first time since 1614.

## 1789: the year of revolution

On 20 June 1789 the deputies of the Third Estate swore the Tennis Court Oath, promising not to separate until France had a constitution. On 14 July 1789 the people of Paris stormed the Bastille, a royal fortress and prison that stood for the king's arbitrary power. During the summer, a panic known as the Great Fear spread through the countryside, and peasants attacked the castles of their lords. On 26 August 1789 the National Assembly adopted the Declaration of the Rights of Man and of the Citizen, the text that proclaimed equal rights and the sovereignty of the nation.

## From monarchy to republic

A constitutional monarchy is a system in which the power of the king is limited by a constitution. France became one in 1791, but the king tried to flee and lost the trust of the people. In 1792 the monarchy was abolished and the First Republic was proclaimed. Maximilien Robespierre led the Committee of Public Safety during the Terror, the period of 1793-1794 when the revolutionary government executed thousands of its opponents.

## Key dates

- 5 May 1789: the Estates-General meet at Versailles.
- 20 June 1789: the Tennis Court Oath.
- 14 July 1789: the storming of the Bastille.
- 26 August 1789: the Declaration of the Rights of Man and of the Citizen.
- 21 September 1792: the monarchy is abolished and the Republic proclaimed.
- 21 January 1793: Louis XVI is executed.
- 27 July 1794: the fall of Robespierre ends the Terror.
`;

/** A physics lesson whose laws are stated with a formula. */
export const newtonLawsLesson = `# Newton's laws of motion

## The first law

Newton's first law states that an object stays at rest or keeps moving in a straight line at constant speed unless a net force acts on it. Inertia is the tendency of an object to resist a change in its motion. This property of objects is called inertia, and it is why passengers lurch forward when a car brakes suddenly; seat belts stop them.

## The second law

Newton's second law states that the acceleration of an object is proportional to the net force on it and inversely proportional to its mass. It is written F = m x a, where F is the net force in newtons, m the mass in kilograms and a the acceleration in metres per second squared. Acceleration is the rate at which the velocity of an object changes. Mass is the amount of matter in an object; it measures how hard the object is to accelerate.

## The third law

Newton's third law states that for every action there is an equal and opposite reaction. When you push on a wall, the wall pushes back on you with a force of the same size. A force is a push or a pull on an object that results from its interaction with another object.

## Forces in everyday life

Friction is the force that opposes the motion of two surfaces sliding against each other. Air resistance is a kind of friction that acts on objects moving through air. A falling skydiver speeds up until air resistance balances weight: the skydiver then falls at a constant speed called terminal velocity. Weight is the force of gravity on an object, W = m x g, where g is about 9.8 N/kg on Earth.
`;

/** A biology lesson for grading answers in the student's own words and for the coach's kinds. */
export const photosynthesisCoachLesson = `# Photosynthesis

## What photosynthesis is

Photosynthesis is the process by which plants use the energy of sunlight to convert carbon dioxide and water into glucose, releasing oxygen. It takes place in the chloroplasts, mostly in the cells of the leaves. Chlorophyll is the green pigment that absorbs light energy. For example, a leaf in full sun makes glucose all day and releases oxygen through its stomata.

## The light-dependent reactions

The light-dependent reactions are the first stage of photosynthesis, in which light energy splits water molecules and is stored in ATP and NADPH. They take place in the thylakoid membranes and release oxygen as a by-product.

## The Calvin cycle

The Calvin cycle is the second stage of photosynthesis, in which the plant uses ATP and NADPH to fix carbon dioxide into glucose. These light-independent reactions take place in the stroma. Despite their name, the light-independent reactions do not happen at night: they run during the day, while the light-dependent reactions supply ATP and NADPH. For example, a carbon atom from the air ends up in a sugar molecule after several turns of the cycle.

## Why photosynthesis matters

Photosynthesis matters because almost all food chains start with the glucose that plants make. It also produces the oxygen that animals breathe.
`;

/** A history lesson whose causes sit under their own heading. */
export const frenchRevolutionCoachLesson = `# The French Revolution

## The causes of the Revolution

In 1789, France was an absolute monarchy in deep financial crisis. The Third Estate, the vast majority of the population, paid most of the taxes while the clergy and the nobility were exempt. Bad harvests made bread expensive, which caused hunger and anger in the cities. The ideas of the Enlightenment questioned the absolute power of the king. Because the treasury was empty, Louis XVI had to call the Estates-General in May 1789.

## From the Estates-General to the Republic

On 17 June 1789, the deputies of the Third Estate declared themselves the National Assembly. The storming of the Bastille on 14 July 1789 became the symbol of the end of absolutism. The Declaration of the Rights of Man and of the Citizen, adopted in August 1789, proclaimed equal rights. In 1792 the monarchy was abolished and the Republic was proclaimed.

## The end of the Revolution

The Terror was the period of 1793-1794 when the revolutionary government executed its opponents. The Revolution ended in 1799, when Napoleon Bonaparte seized power in a coup.
`;

/** A French geography lesson whose terms take elided articles (« l’infiltration »). */
export const waterCycleLesson = `# Le cycle de l’eau

## L’évaporation

L’évaporation est le passage de l’eau liquide à l’état de vapeur sous l’effet de la chaleur du soleil. Elle se produit surtout à la surface des océans.

## La condensation et les précipitations

La condensation est le passage de la vapeur d’eau à l’état liquide : elle forme les nuages. Les précipitations sont l’eau qui tombe des nuages sous forme de pluie, de neige ou de grêle.

## L’infiltration et le ruissellement

L’infiltration est la pénétration de l’eau de pluie dans le sol. L’eau infiltrée alimente les nappes phréatiques. Le ruissellement est l’écoulement de l’eau à la surface du sol vers les rivières. Par exemple, sur un sol imperméable comme le béton, l’eau ruisselle au lieu de s’infiltrer.
`;

/** The water cycle in English, a lesson that never says "because" (written for the purpose). */
export const englishWaterCycleLesson = `# The Water Cycle

## Evaporation and transpiration

The water cycle is the continuous movement of water between the oceans, the atmosphere and the land. It is driven by energy from the Sun and by gravity.

Evaporation is the change of liquid water into water vapour. Most evaporation happens over the oceans, which cover about 71% of the Earth's surface. Warm air can hold more water vapour than cold air.

Plants also release water vapour through small pores in their leaves called stomata. This process is called transpiration. Together, evaporation and transpiration are known as evapotranspiration.

## Condensation and clouds

As moist air rises, it expands and cools. When it cools to its dew point, the water vapour condenses into tiny droplets around particles of dust or salt, called condensation nuclei. Billions of these droplets form a cloud.

There are three main types of clouds:
- Cirrus clouds are thin and wispy and form high in the sky.
- Cumulus clouds are puffy and white, with flat bases.
- Stratus clouds form flat grey layers that often bring drizzle.

## Precipitation and runoff

Precipitation is any form of water that falls from clouds to the ground, such as rain, snow, sleet or hail. When droplets collide and merge, they grow heavy enough to fall.

Water that reaches the ground either soaks into the soil or flows over the surface. Infiltration is the movement of water into the soil. Surface runoff is water that flows over the land into streams and rivers, and eventually back to the sea.

Some infiltrated water moves down into porous rocks called aquifers, where it is stored as groundwater. Groundwater can stay underground for thousands of years.

## Human impact

Humans change the water cycle in several ways. Deforestation reduces transpiration and increases runoff, which can cause floods and soil erosion. Cities cover the ground with concrete, so less water infiltrates. Climate change warms the atmosphere, which increases evaporation and makes heavy rainfall more frequent.
`;

/** A lesson of earth science with a list of types between its sections. */
export const plateTectonicsLesson = `# Plate Tectonics

## The structure of the Earth

The Earth is made of several layers. The crust is the thin, rocky outer layer on which we live. Beneath it lies the mantle, a thick layer of hot rock that flows very slowly over millions of years. At the centre of the Earth is the core, which is divided into a liquid outer core and a solid inner core.

The lithosphere is the rigid outer shell of the Earth, made of the crust and the uppermost part of the mantle. It is broken into large pieces called tectonic plates. The plates float on the asthenosphere, a softer layer of the upper mantle.

## Why plates move

Convection currents in the mantle drive the movement of the plates. Heat from the core warms the rock at the bottom of the mantle, which rises, cools near the surface and sinks again. Plates move only a few centimetres per year, about as fast as your fingernails grow.

In 1912, Alfred Wegener proposed the theory of continental drift. He noticed that the coastlines of South America and Africa fit together like pieces of a puzzle, and that the same fossils were found on both continents. Wegener suggested that all the continents were once joined in a single supercontinent called Pangaea. His idea was rejected at first because he could not explain what moved the continents.

## Plate boundaries

A plate boundary is the place where two plates meet. There are three main types of plate boundaries:

- Divergent boundaries, where plates move apart and new crust forms, as along the Mid-Atlantic Ridge.
- Convergent boundaries, where plates move towards each other and one plate may sink beneath the other.
- Transform boundaries, where plates slide past each other, as along the San Andreas Fault in California.

Subduction is the process in which a dense oceanic plate sinks beneath a lighter continental plate. Subduction creates deep ocean trenches and chains of volcanoes. When two continental plates collide, neither sinks, and the crust is pushed up to form mountain ranges such as the Himalayas.

## Earthquakes and volcanoes

An earthquake is a sudden shaking of the ground caused by the release of energy when rocks break or slip along a fault. The point inside the Earth where the rocks first break is called the focus, and the point on the surface directly above it is the epicentre. Seismologists measure the size of earthquakes with the moment magnitude scale.

A volcano is an opening in the crust through which magma, gas and ash escape. Magma is molten rock below the surface; once it reaches the surface it is called lava. Most volcanoes are found along plate boundaries, especially around the Pacific Ocean in a zone known as the Ring of Fire.

A tsunami is a series of huge ocean waves caused by an earthquake or a volcanic eruption under the sea. In 2004, a tsunami in the Indian Ocean killed more than 200,000 people.
`;

/** A history lesson with people, places and treaties, all of them names. */
export const coldWarLesson = `# The Cold War

## Origins

The Cold War was a period of tension between the United States and the Soviet Union that lasted from 1947 to 1991. It was called "cold" because the two superpowers never fought each other directly. Instead, they competed through an arms race, a space race and proxy wars.

After the Second World War, Europe was divided. Winston Churchill said in 1946 that an "iron curtain" had descended across the continent. The Iron Curtain was the boundary that separated the communist countries of Eastern Europe from the democracies of Western Europe.

## Containment

In 1947, President Harry Truman announced the Truman Doctrine, a policy of helping countries resist communism. This policy of containment aimed to stop the spread of communism rather than defeat it. The Marshall Plan gave more than 13 billion dollars to rebuild Western Europe.

In 1949, the United States and its allies created NATO, a military alliance in which an attack on one member is treated as an attack on all. The Soviet Union answered in 1955 with the Warsaw Pact.

## Crises

The Berlin Blockade began in 1948, when the Soviets cut off all roads and railways to West Berlin. The Western allies responded with the Berlin Airlift, flying food and coal into the city for almost a year. In 1961, East Germany built the Berlin Wall to stop its citizens from escaping to the West.

The Cuban Missile Crisis of 1962 brought the world closer to nuclear war than ever before. The Soviet Union had placed nuclear missiles in Cuba, only 150 kilometres from Florida. After thirteen days, Nikita Khrushchev agreed to remove the missiles, and John F. Kennedy promised not to invade Cuba.

## The end of the Cold War

Mikhail Gorbachev became leader of the Soviet Union in 1985. He introduced glasnost, which means openness, and perestroika, the restructuring of the Soviet economy. The Berlin Wall fell in 1989, and Germany was reunited the following year. The Soviet Union collapsed in 1991.
`;

/** A biology lesson written for the purpose: lists of phases and stages, a list announced by "It". */
export const cellCycleLesson = `# The Cell Cycle and Mitosis

## Overview

The cell cycle is the ordered series of events that a cell goes through as it grows and divides. It has two main stages: interphase and the mitotic phase. Most cells spend about 90 percent of their time in interphase.

## Interphase

Interphase is the period during which the cell grows and copies its DNA. It is divided into three phases:
- G1 phase, in which the cell grows and makes proteins
- S phase, in which the DNA is replicated
- G2 phase, in which the cell prepares for division

During the S phase, each chromosome is copied. The two identical copies, called sister chromatids, stay joined at a region known as the centromere.

## Mitosis

Mitosis is the division of the nucleus into two genetically identical nuclei. It is usually followed by cytokinesis, the division of the cytoplasm. Mitosis has four stages:
1. Prophase: the chromosomes condense and the spindle begins to form.
2. Metaphase: the chromosomes line up along the middle of the cell.
3. Anaphase: the sister chromatids separate and move to opposite poles.
4. Telophase: a nuclear envelope forms around each set of chromosomes.

The mitotic spindle is made of microtubules that pull the chromatids apart. In animal cells, a cleavage furrow pinches the cell in two, while in plant cells a cell plate forms between the two new cells.

## Control of the cycle

Checkpoints are control points where the cell checks that conditions are right before it moves on. If the DNA is damaged, the G1 checkpoint stops the cycle so that the damage can be repaired. Cancer is a disease in which cells divide without control because their checkpoints no longer work. A tumour is a mass of abnormal cells. Rudolf Virchow, a German physician, stated in 1855 that every cell comes from another cell.
`;

/** An English probability lesson: formulas after a colon, and formulas that point back ("such events"). */
export const probabilityRulesLesson = `# Probability

## Outcomes and events

An experiment is an action whose result is uncertain, such as rolling a die or tossing a coin. Each possible result is called an outcome. The sample space is the set of all possible outcomes of an experiment: for a six-sided die, it is {1, 2, 3, 4, 5, 6}. An event is a set of outcomes, for example "rolling an even number".

## Calculating a probability

When all outcomes are equally likely, the probability of an event is the number of favourable outcomes divided by the total number of outcomes:

P(A) = number of favourable outcomes / total number of outcomes

A probability is always between 0 and 1. An impossible event has a probability of 0 and a certain event has a probability of 1. The probability of rolling a 5 with a fair die is 1/6.

## Complementary events

The complement of an event A is the event "A does not happen". Since one of them must happen, P(not A) = 1 − P(A). For example, the probability of not rolling a 6 is 1 − 1/6 = 5/6.

## Independent events

Two events are independent when the outcome of one does not affect the outcome of the other. For independent events, the probability that both happen is the product of their probabilities: P(A and B) = P(A) × P(B). Tossing a coin twice gives two independent events, so the probability of two heads is 1/2 × 1/2 = 1/4.

Mutually exclusive events cannot happen at the same time. For such events, P(A or B) = P(A) + P(B).

## Relative frequency

The relative frequency of an outcome is the number of times it happens divided by the number of trials. According to the law of large numbers, the relative frequency gets closer to the theoretical probability as the number of trials increases.
`;

/** Supply and demand: kinds of goods defined as they are set beside their names, a formula in words, people and dates. */
export const marketsLesson = `# Supply, demand and markets

## What a market is

A market is any place or system where buyers and sellers exchange goods and services. Prices in a market carry information: a rising price tells producers that buyers want more of a good. In 1776 Adam Smith described this coordination as the "invisible hand" in his book The Wealth of Nations.

## Demand

Demand is the quantity of a good that consumers are willing and able to buy at each price. The law of demand states that, other things being equal, when the price of a good rises, the quantity demanded falls. A demand curve shows this relationship and slopes downward.

Several factors shift the whole demand curve:
- income: when incomes rise, people buy more normal goods;
- the price of substitutes, goods that can replace each other, such as tea and coffee;
- the price of complements, goods used together, such as cars and petrol;
- tastes and expectations.

An inferior good is a good whose demand falls when incomes rise, such as cheap bus travel.

## Supply

Supply is the quantity of a good that producers are willing to sell at each price. The law of supply states that when the price rises, the quantity supplied rises too, because selling becomes more profitable. Costs of production, technology and taxes shift the supply curve.

## Equilibrium

The equilibrium price is the price at which the quantity demanded equals the quantity supplied. If the price is above it, there is a surplus: sellers cannot sell everything and lower their prices. If the price is below it, there is a shortage, and buyers compete and push the price up. Alfred Marshall drew supply and demand as two crossing curves in 1890, which is why economists still speak of "Marshall's scissors".

## Elasticity

Price elasticity of demand measures how strongly the quantity demanded reacts to a change in price. It is calculated as:

PED = % change in quantity demanded / % change in price

Demand is elastic when the quantity changes more than the price, as for luxury goods, and inelastic when it changes less, as for salt or medicine.

## When markets fail

The Great Depression, the worldwide economic crisis that began with the Wall Street Crash of 1929, showed that markets do not always correct themselves. John Maynard Keynes argued in 1936 that governments should spend more during a recession to support demand. A recession is a period in which national output falls for at least two consecutive quarters. An externality is a cost or benefit that falls on people outside a transaction, such as pollution from a factory.
`;

/** Notes as a student types them: one fact a line, "=" for "is", arrows for "gives". */
export const cellDivisionNotes = `Cell division - notes

Mitosis = division of a body cell -> 2 identical daughter cells (diploid, 2n)
Meiosis = division that makes gametes -> 4 cells, each haploid (n)

Phases of mitosis:
- Prophase: chromosomes condense, nuclear envelope breaks down
- Metaphase: chromosomes line up in the middle (metaphase plate)
- Anaphase: sister chromatids pulled apart to opposite poles
- Telophase: 2 new nuclei form
`;
