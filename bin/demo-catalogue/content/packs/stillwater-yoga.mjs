/**
 * Stillwater - Yoga Studio: a small riverside studio.
 */

const header = {
	kind: 'header',
	brand: 'Stillwater',
	links: [ 'Classes', 'Pricing', 'About', 'Contact' ],
	cta: { text: 'Book a class', url: '#schedule' },
};

const hero = {
	kind: 'hero',
	variant: 'media',
	mediaPosition: 'right',
	image: 'interior-1',
	tone: 'base',
	eyebrow: 'Yoga · Breathwork · Rest',
	heading: 'Come as you are. Leave a little lighter.',
	text: 'Small classes for every body, taught by teachers who learn your name. Your first week at Stillwater is on us.',
	buttons: [
		{ text: 'Claim your free week', url: '#pricing' },
		{ text: 'See the schedule', url: '#schedule', outline: true },
	],
};

const classes = {
	kind: 'features',
	variant: 'cards',
	tone: 'light',
	eyebrow: 'Classes',
	heading: 'Find your practice',
	text: 'Every class is capped at sixteen people, so teachers have time for you.',
	items: [
		{
			icon: 'icon-sun',
			title: 'Morning Flow',
			text: 'A steady vinyasa to wake the body up. All levels, 60 minutes, mats and props provided.',
		},
		{
			icon: 'icon-leaf',
			title: 'Gentle & Restore',
			text: 'Slow stretches and long, supported rests. Ideal after a hard week or alongside injury recovery.',
		},
		{
			icon: 'icon-heart',
			title: 'Prenatal',
			text: 'Strength, breath and comfort for every trimester, taught by a certified prenatal teacher.',
		},
		{
			icon: 'icon-bolt',
			title: 'Power Hour',
			text: 'A strong, sweaty flow for people who like a challenge. Some yoga experience helps.',
		},
	],
};

const schedule = {
	kind: 'table',
	anchor: 'schedule',
	eyebrow: 'Schedule',
	heading: 'This week on the mat',
	text: 'Book through the app or at the front desk. Cancel up to four hours before class for a full credit.',
	head: [ 'Day', 'Time', 'Class', 'Teacher', 'Level' ],
	rows: [
		[ 'Monday', '7:00 am', 'Morning Flow', 'Ines', 'All levels' ],
		[ 'Monday', '6:30 pm', 'Gentle & Restore', 'Ruth', 'Beginner' ],
		[ 'Tuesday', '12:15 pm', 'Lunchtime Stretch', 'Sam', 'All levels' ],
		[ 'Wednesday', '7:00 am', 'Power Hour', 'Sam', 'Intermediate' ],
		[ 'Wednesday', '6:00 pm', 'Prenatal', 'Ruth', 'All trimesters' ],
		[ 'Thursday', '7:30 pm', 'Candlelit Yin', 'Ines', 'All levels' ],
		[ 'Saturday', '9:00 am', 'Morning Flow', 'Ines', 'All levels' ],
		[ 'Sunday', '10:30 am', 'Breathwork & Rest', 'Ruth', 'Beginner' ],
	],
	buttons: [ { text: 'Book in the app', url: '#contact' } ],
};

const plans = [
	{
		name: 'Drop-in',
		price: '$22',
		period: 'per class',
		text: 'For the occasional class or a visit from out of town.',
		features: [
			'Any regular class',
			'Mat and props included',
			'Valid for 30 days',
		],
		button: 'Buy a drop-in',
		url: '#contact',
	},
	{
		name: 'Unlimited',
		price: '$129',
		period: 'per month',
		text: 'For a regular practice. Pause any month you travel.',
		features: [
			'Unlimited classes',
			'One guest pass a month',
			'10% off workshops',
			'Free mat storage',
		],
		button: 'Start unlimited',
		url: '#contact',
		featured: true,
		badge: 'Best value',
	},
	{
		name: 'Ten classes',
		price: '$180',
		period: 'per pack',
		text: 'For a practice that fits around a busy life.',
		features: [
			'Ten classes of your choice',
			'Share with a friend',
			'Valid for six months',
		],
		button: 'Buy a pack',
		url: '#contact',
	},
];

const pricing = {
	kind: 'pricing',
	eyebrow: 'Memberships',
	heading: 'Simple, flexible pricing',
	text: 'New here? Your first week of unlimited classes is free.',
	plans,
	note: 'Students, teachers and healthcare workers save 20% on every membership.',
};

const team = {
	kind: 'team',
	anchor: 'teachers',
	eyebrow: 'Teachers',
	heading: 'The people who will guide you',
	members: [
		{
			name: 'Ines Alvarez',
			role: 'Founder · Vinyasa and Yin',
			image: 'portrait-1',
			bio: 'Ines has taught for fifteen years and opened Stillwater to make yoga feel less like a gym and more like a home.',
		},
		{
			name: 'Ruth Okonkwo',
			role: 'Restorative and prenatal',
			image: 'portrait-2',
			bio: 'A former midwife, Ruth brings a calm, practical warmth to every class.',
		},
		{
			name: 'Sam Lee',
			role: 'Power and strength',
			image: 'portrait-3',
			bio: 'Sam came to yoga from rock climbing and teaches the most energetic hour of the week.',
		},
	],
};

const testimonial = {
	kind: 'testimonials',
	variant: 'pullquote',
	tone: 'light',
	items: [
		{
			quote: 'I came for my back and stayed for the people. Stillwater is the only hour of the week my phone stays in the locker.',
			name: 'Carla Mendes',
			role: 'Member since 2021',
		},
	],
};

const cta = {
	kind: 'cta',
	variant: 'band',
	tone: 'primary',
	heading: 'Your first week is free',
	text: 'Seven days of unlimited classes, no commitment. Bring comfortable clothes; we have everything else.',
	buttons: [ { text: 'Claim your free week', url: '#pricing' } ],
};

const newsletter = {
	kind: 'newsletter',
	heading: 'Notes from the studio',
	text: 'Workshops, new classes and the occasional breathing exercise, once a month.',
	buttons: [
		{
			text: 'Join the list',
			url: 'mailto:hello@example.com?subject=Newsletter',
		},
	],
};

const footer = {
	kind: 'footer',
	brand: 'Stillwater',
	text: 'A small yoga studio by the river. Come as you are.',
	columns: [
		{
			title: 'Studio',
			links: [ 'Classes', 'Schedule', 'Teachers', 'Workshops' ],
		},
		{
			title: 'Visit',
			lines: [
				'58 River Arts Way',
				'Asheville, NC 28801',
				'(828) 555-0112',
			],
		},
	],
	legal: '© 2025 Stillwater Yoga. Breathe easy.',
	social: false,
};

const aboutTitle = {
	kind: 'pageTitle',
	eyebrow: 'About',
	heading: 'A studio for real life',
	text: 'No mirrors, no leaderboards, no expectation that you can touch your toes. Just good teaching in a warm room by the water.',
};

const story = {
	kind: 'story',
	imageFirst: true,
	eyebrow: 'Our story',
	heading: 'It started in a boathouse',
	paragraphs: [
		'In 2014 Ines Alvarez rented the old boathouse on River Arts Way for a single Sunday class. Eight people came. The next week there were twenty.',
		'Today Stillwater has two rooms, three teachers and a community of four hundred members, but classes are still small and the tea is still free.',
	],
	signature: 'Ines Alvarez, founder',
	image: 'people-1',
};

const values = {
	kind: 'features',
	variant: 'numbered',
	heading: 'What we believe',
	items: [
		{
			title: 'Every body belongs',
			text: 'Props, options and honest cues in every class, whatever your shape, age or flexibility.',
		},
		{
			title: 'Small is better',
			text: 'We cap classes at sixteen so teachers can see, help and learn about each student.',
		},
		{
			title: 'Rest is practice',
			text: 'Slowing down is a skill, and we teach it with the same care as any pose.',
		},
	],
};

const classesTitle = {
	kind: 'pageTitle',
	eyebrow: 'Classes',
	heading: 'Eight ways to practice',
	text: 'From gentle to powerful, every class is taught with modifications, so you can join on day one.',
};

const classRows = {
	kind: 'alternating',
	rows: [
		{
			eyebrow: 'Move',
			heading: 'Flow and Power',
			text: 'Dynamic classes linking breath and movement to build strength, balance and focus.',
			bullets: [
				'Morning Flow · 60 minutes',
				'Power Hour · 60 minutes',
				'Lunchtime Stretch · 45 minutes',
			],
			image: 'interior-1',
		},
		{
			eyebrow: 'Rest',
			heading: 'Yin, Restore and Breathwork',
			text: 'Quiet, supported practices to calm the nervous system and loosen deep tissue.',
			bullets: [
				'Gentle & Restore · 75 minutes',
				'Candlelit Yin · 75 minutes',
				'Breathwork & Rest · 60 minutes',
			],
			image: 'scene-1',
		},
		{
			eyebrow: 'Care',
			heading: 'Prenatal and Beginners',
			text: 'Classes designed for specific moments in life, taught by specialists.',
			bullets: [
				'Prenatal · 60 minutes',
				'Yoga Foundations · four-week course',
			],
			image: 'people-1',
			button: { text: 'Book a beginners course', url: '#workshops' },
		},
	],
};

const classFaq = {
	kind: 'faq',
	heading: 'New to yoga?',
	items: [
		{
			q: 'What should I bring?',
			a: 'Comfortable clothes you can move in and a water bottle. Mats, blocks, straps and blankets are provided.',
		},
		{
			q: 'Which class should I start with?',
			a: 'Morning Flow and Gentle & Restore are both great first classes. Let the teacher know it is your first time.',
		},
		{
			q: 'Can I practice if I have an injury?',
			a: 'Usually, yes. Speak to your teacher before class, and check with your doctor if you are unsure.',
		},
	],
};

const pricingTitle = {
	kind: 'pageTitle',
	eyebrow: 'Pricing',
	heading: 'Practice on your terms',
	text: 'Memberships you can pause, packs you can share, and a free first week for everyone.',
};

const workshops = {
	kind: 'cards',
	anchor: 'workshops',
	tone: 'light',
	heading: 'Workshops and courses',
	items: [
		{
			image: 'scene-2',
			meta: 'Saturday 14 June',
			title: 'Hips and hamstrings',
			text: 'Two hours of targeted stretching for desk-bound bodies.',
			price: '$35',
		},
		{
			image: 'interior-1',
			meta: 'Four Mondays from 2 June',
			title: 'Yoga Foundations',
			text: 'A beginners course covering the core poses, breathing and alignment.',
			price: '$90',
		},
		{
			image: 'people-1',
			meta: 'Sunday 29 June',
			title: 'Sound and stillness',
			text: 'Yin yoga with live singing bowls, finishing with tea on the deck.',
			price: '$30',
		},
	],
};

const contactTitle = {
	kind: 'pageTitle',
	eyebrow: 'Contact',
	heading: 'Come and say hello',
	text: 'The front desk is open thirty minutes before the first class and until the last one ends.',
};

const contact = {
	kind: 'contact',
	heading: 'Visit the studio',
	text: 'We are on the first floor of the old boathouse, with free parking behind the building.',
	details: [
		{
			label: 'Address',
			lines: [ '58 River Arts Way', 'Asheville, NC 28801' ],
		},
		{ label: 'Contact', lines: [ '(828) 555-0112', 'hello@example.com' ] },
		{
			label: 'Front desk',
			lines: [ 'Mon–Fri 6:30 am–8:30 pm', 'Sat–Sun 8:30 am–1 pm' ],
		},
		{
			label: 'Getting here',
			lines: [ 'Bus 14 to River Arts', 'Bike racks by the door' ],
		},
	],
	image: 'map-1',
};

export default {
	slug: 'stillwater-yoga',
	name: 'Stillwater - Yoga Studio',
	description:
		'A calm, welcoming site for a yoga or wellness studio: media hero, class cards, a weekly timetable, memberships, teachers and a free-week offer. Sage, clay and warm sand.',
	plan: 'free',
	price: 0,
	categories: [ 'wellness' ],
	tags: [ 'yoga', 'wellness', 'schedule', 'classes', 'pricing' ],
	featured: true,
	platforms: [ 'gutenberg', 'elementor' ],
	palette: {
		primary: '#5f7f6a',
		accent: '#d9a07a',
		dark: '#2f3a33',
		light: '#eef2ec',
		text: '#28322c',
		background: '#fbf8f3',
	},
	fonts: {
		heading: { family: 'Literata', weight: '500' },
		body: { family: 'Ysabeau Office', weight: '400', size: 18 },
	},
	rating: 4.6,
	rating_count: 29,
	downloads: 1780,
	favourite_count: 142,
	thumbnails: [ 'home', 'classes', 'pricing-page' ],
	items: [
		{
			suffix: 'header',
			name: 'Header',
			type: 'block',
			template_type: 'header',
			tags: [ 'header', 'navigation', 'minimal' ],
			description:
				'A light header with the studio name, four links and a booking button.',
			sections: [ header ],
		},
		{
			suffix: 'footer',
			name: 'Footer',
			type: 'block',
			template_type: 'footer',
			tags: [ 'footer', 'location' ],
			description:
				'A forest-green footer with studio links and the address.',
			sections: [ footer ],
		},
		{
			suffix: 'hero',
			name: 'Hero',
			type: 'block',
			template_type: 'hero',
			tags: [ 'hero', 'yoga' ],
			description:
				'A half-and-half hero: welcoming copy beside a calm interior image.',
			sections: [ hero ],
		},
		{
			suffix: 'schedule',
			name: 'Class Schedule',
			type: 'block',
			template_type: 'schedule',
			tags: [ 'schedule', 'table', 'classes' ],
			featured: true,
			description:
				'A striped weekly timetable with class, teacher and level, plus a booking button.',
			sections: [ schedule ],
		},
		{
			suffix: 'pricing',
			name: 'Memberships',
			type: 'block',
			template_type: 'pricing',
			tags: [ 'pricing', 'cards' ],
			description:
				'Three membership options with a highlighted unlimited plan.',
			sections: [ pricing ],
		},
		{
			suffix: 'teachers',
			name: 'Teachers',
			type: 'block',
			template_type: 'team',
			tags: [ 'team' ],
			description: 'Three teacher portraits with roles and short bios.',
			sections: [ team ],
		},
		{
			suffix: 'home',
			name: 'Home',
			type: 'page',
			template_type: 'home',
			tags: [ 'yoga', 'classes', 'schedule', 'pricing' ],
			featured: true,
			description:
				'The studio home page: hero, classes, timetable, a member quote, memberships, teachers and the free-week offer.',
			sections: [
				hero,
				classes,
				schedule,
				testimonial,
				pricing,
				team,
				cta,
			],
		},
		{
			suffix: 'about',
			name: 'About',
			type: 'page',
			template_type: 'about',
			tags: [ 'about', 'team' ],
			description:
				'The studio’s story, what it believes and who teaches there.',
			sections: [ aboutTitle, story, values, team, newsletter ],
		},
		{
			suffix: 'classes',
			name: 'Classes',
			type: 'page',
			template_type: 'services',
			tags: [ 'classes', 'faq' ],
			description:
				'Every class type in alternating rows, the weekly timetable and beginner questions.',
			sections: [ classesTitle, classRows, schedule, classFaq, cta ],
		},
		{
			suffix: 'pricing-page',
			name: 'Pricing Page',
			type: 'page',
			template_type: 'pricing-page',
			tags: [ 'pricing', 'classes' ],
			description:
				'Memberships, upcoming workshops and the free first week.',
			sections: [ pricingTitle, pricing, workshops, cta ],
		},
		{
			suffix: 'contact',
			name: 'Contact',
			type: 'page',
			template_type: 'contact-page',
			tags: [ 'contact', 'map' ],
			description:
				'Address, opening hours and directions beside a map, plus the newsletter.',
			sections: [ contactTitle, contact, newsletter ],
		},
	],
};
