/**
 * Northbound - Online Course: a six-week course in UX writing.
 */

const header = {
	kind: 'header',
	brand: 'Northbound',
	links: [ 'Curriculum', 'Instructor', 'Pricing', 'Blog' ],
	cta: { text: 'Enrol now', url: '#pricing' },
};

const hero = {
	kind: 'hero',
	variant: 'split',
	tone: 'light',
	eyebrow: 'Six-week online course · Next cohort starts 2 March',
	heading: 'Write interfaces people understand',
	text: 'Learn the craft of UX writing from a working practitioner: buttons, error messages, onboarding and voice guidelines, with feedback on your work every week.',
	buttons: [
		{ text: 'Enrol now', url: '#pricing' },
		{ text: 'Download the syllabus', url: '#curriculum', outline: true },
	],
	note: 'Rated 4.9 out of 5 by more than 1,200 students.',
	image: 'book-3',
};

const outcomes = {
	kind: 'features',
	variant: 'plain',
	eyebrow: 'What you will learn',
	heading: 'Skills you can use on Monday',
	items: [
		{
			icon: 'icon-pen',
			title: 'Microcopy that works',
			text: 'Buttons, labels and empty states that guide people instead of confusing them.',
		},
		{
			icon: 'icon-chat',
			title: 'A voice that fits',
			text: 'Build a tone-of-voice guide your whole team can actually follow.',
		},
		{
			icon: 'icon-target',
			title: 'Writing with evidence',
			text: 'Test your words with real users and measure what changes.',
		},
		{
			icon: 'icon-layers',
			title: 'A portfolio piece',
			text: 'Finish with a polished case study to show clients or employers.',
		},
	],
};

const curriculum = {
	kind: 'faq',
	anchor: 'curriculum',
	layout: 'split',
	eyebrow: 'Curriculum',
	heading: 'Six weeks, one skill at a time',
	text: 'Each week has a two-hour video lesson, a practical brief and a live feedback session. Plan for four to six hours a week.',
	buttons: [
		{
			text: 'Download the full syllabus',
			url: 'mailto:hello@example.com?subject=Syllabus',
			outline: true,
		},
	],
	items: [
		{
			q: 'Week 1 · Foundations of clear writing',
			a: 'Plain language, scannability and the reading habits of people in a hurry.',
		},
		{
			q: 'Week 2 · Buttons, labels and navigation',
			a: 'Naming things so people know where they are and what will happen next.',
		},
		{
			q: 'Week 3 · Errors and empty states',
			a: 'Turning dead ends into helpful moments, with patterns for the most common cases.',
		},
		{
			q: 'Week 4 · Onboarding and forms',
			a: 'Getting people to value quickly, and asking only for what you need.',
		},
		{
			q: 'Week 5 · Voice and tone',
			a: 'Defining a voice, adapting tone to context and writing the guidelines.',
		},
		{
			q: 'Week 6 · Testing and your case study',
			a: 'Measuring the effect of your words and presenting your work with confidence.',
		},
	],
};

const instructor = {
	kind: 'story',
	anchor: 'instructor',
	imageFirst: true,
	tone: 'light',
	eyebrow: 'Your instructor',
	heading: 'Hannah Cole',
	paragraphs: [
		'Hannah has written interfaces for banks, airlines and a dozen start-ups over twelve years, and led content design teams of up to fifteen writers.',
		'She started Northbound to teach the course she wished she had taken: practical, honest and built around real briefs.',
	],
	signature: 'Content design lead and course author',
	image: 'portrait-3',
};

const testimonials = {
	kind: 'testimonials',
	anchor: 'student-stories',
	variant: 'cards',
	eyebrow: 'Student stories',
	heading: 'From students who did the work',
	items: [
		{
			quote: 'The weekly feedback was worth the price alone. I rewrote our sign-up flow in week four and completions went up by a fifth.',
			name: 'Daniel Osei',
			role: 'Product designer',
		},
		{
			quote: 'I moved from marketing copy into a content design job three months after finishing. The case study did the talking.',
			name: 'Marta Kowalska',
			role: 'Content designer',
		},
		{
			quote: 'Clear, practical and kind. Hannah makes you a better writer without making you feel small.',
			name: 'Chris Alder',
			role: 'Front-end developer',
		},
	],
};

const plans = [
	{
		name: 'Self-paced',
		price: '$149',
		period: 'one-off',
		text: 'All lessons and briefs, at your own speed.',
		features: [
			'Six video lessons',
			'Practical briefs and templates',
			'Lifetime access',
		],
		button: 'Start learning',
		url: 'mailto:hello@example.com?subject=Enrolment',
	},
	{
		name: 'Cohort',
		price: '$390',
		period: 'one-off',
		text: 'Learn with a group and get feedback every week.',
		features: [
			'Everything in Self-paced',
			'Six live feedback sessions',
			'Private student community',
			'Certificate of completion',
		],
		button: 'Join the next cohort',
		url: 'mailto:hello@example.com?subject=Enrolment',
		featured: true,
		badge: 'Most chosen',
	},
	{
		name: 'Team',
		price: '$1,450',
		period: 'five seats',
		text: 'Train your product team together.',
		features: [
			'Five cohort seats',
			'A private kick-off workshop',
			'Invoice and purchase orders',
		],
		button: 'Enrol your team',
		url: 'mailto:hello@example.com?subject=Team%20enrolment',
	},
];

const pricing = {
	kind: 'pricing',
	tone: 'light',
	eyebrow: 'Enrol',
	heading: 'Choose how you learn',
	text: 'Not sure it is for you? Get a full refund within fourteen days, no questions asked.',
	plans,
};

const faq = {
	kind: 'faq',
	anchor: 'faq',
	heading: 'Frequently asked questions',
	items: [
		{
			q: 'Do I need writing or design experience?',
			a: 'No. The course suits designers, developers, marketers and product managers who write for interfaces.',
		},
		{
			q: 'What if I miss a live session?',
			a: 'Every session is recorded, and you can send your work for written feedback instead.',
		},
		{
			q: 'Can my employer pay?',
			a: 'Yes. We send invoices with your company details and accept purchase orders for team seats.',
		},
		{
			q: 'Is there a certificate?',
			a: 'Cohort and Team students who complete all six briefs receive a certificate of completion.',
		},
	],
};

const cta = {
	kind: 'cta',
	variant: 'band',
	tone: 'dark',
	heading: 'The next cohort starts 2 March',
	text: 'Places are limited to thirty students so everyone gets real feedback.',
	buttons: [ { text: 'Save your place', url: '#pricing' } ],
};

const footer = {
	kind: 'footer',
	brand: 'Northbound',
	text: 'Practical online courses for people who make digital products.',
	columns: [
		{
			title: 'Course',
			links: [ 'Curriculum', 'Pricing', 'Student stories', 'FAQ' ],
		},
		{
			title: 'School',
			links: [
				'About',
				'Blog',
				{ text: 'Free email course', url: '#email-course-landing' },
			],
		},
		{
			title: 'Stay in touch',
			lines: [ 'hello@example.com', 'New cohorts every quarter' ],
		},
	],
	legal: '© 2025 Northbound Learning Ltd.',
	social: false,
};

const landingHero = {
	kind: 'hero',
	variant: 'centered',
	eyebrow: 'Free five-day email course',
	heading: 'Better interface copy in five days',
	text: 'One short lesson a day, each with a ten-minute exercise. A taste of the full Northbound course, free.',
	buttons: [ { text: 'Send me lesson one', url: '#signup' } ],
	note: 'Join 9,000 designers and developers. Unsubscribe any time.',
};

const lessons = {
	kind: 'features',
	variant: 'numbered',
	tone: 'light',
	heading: 'What arrives in your inbox',
	items: [
		{
			title: 'Cut it in half',
			text: 'The simplest edit that makes almost any interface clearer.',
		},
		{
			title: 'Name the action',
			text: 'Why “Submit” and “OK” fail, and what to write instead.',
		},
		{
			title: 'Errors that help',
			text: 'A three-part formula for error messages people can act on.',
		},
		{
			title: 'The first five minutes',
			text: 'Writing onboarding that gets out of the way.',
		},
	],
};

const landingQuote = {
	kind: 'testimonials',
	variant: 'pullquote',
	items: [
		{
			quote: 'I applied lesson two to our checkout that afternoon. It is the most useful free thing I have read all year.',
			name: 'Priya Raman',
			role: 'Designer at Oakmere',
		},
	],
};

const landingCta = {
	kind: 'newsletter',
	anchor: 'signup',
	tone: 'primary',
	heading: 'Start tomorrow morning',
	text: 'Lesson one arrives at 8 am in your time zone.',
	buttons: [
		{
			text: 'Send me lesson one',
			url: 'mailto:hello@example.com?subject=Lesson%20one',
		},
	],
	note: 'Free. No spam, ever.',
};

const aboutTitle = {
	kind: 'pageTitle',
	eyebrow: 'About',
	heading: 'We teach the craft, not the theory',
	text: 'Northbound is a small online school run by practitioners. Every course is built around real briefs and honest feedback.',
};

const aboutStory = {
	kind: 'story',
	eyebrow: 'Why we exist',
	heading: 'Learning by doing, together',
	paragraphs: [
		'Most online courses are videos you never finish. Ours are small cohorts with deadlines, feedback and people to learn alongside.',
		'Since 2019 more than four thousand students from sixty countries have taken a Northbound course.',
	],
	image: 'people-1',
};

const mentors = {
	kind: 'team',
	heading: 'Mentors',
	text: 'Experienced content designers who review your work each week.',
	members: [
		{ name: 'Hannah Cole', role: 'Course author', image: 'portrait-3' },
		{ name: 'Tomás Rivera', role: 'Mentor', image: 'portrait-2' },
		{ name: 'Aisha Bello', role: 'Mentor', image: 'portrait-1' },
		{ name: 'Jens Holm', role: 'Mentor', image: 'portrait-4' },
	],
};

const stats = {
	kind: 'stats',
	tone: 'light',
	items: [
		{ value: '4,000+', label: 'Students taught' },
		{ value: '60', label: 'Countries' },
		{ value: '4.9', label: 'Average rating' },
		{ value: '87%', label: 'Completion rate' },
	],
};

const pricingTitle = {
	kind: 'pageTitle',
	eyebrow: 'Pricing',
	heading: 'An investment that pays back quickly',
	text: 'One-off prices, lifetime access to the lessons, and a fourteen-day refund if it is not for you.',
};

const blogTitle = {
	kind: 'pageTitle',
	eyebrow: 'Blog',
	heading: 'Writing for interfaces',
	text: 'Short, practical articles on UX writing and content design.',
};

const posts = {
	kind: 'posts',
	perPage: 6,
	more: 'Keep reading',
	articles: [
		{
			image: 'book-1',
			meta: 'Microcopy · 5 min read',
			title: 'Buttons should say what happens next',
			text: 'A button label is a promise. Verbs that name the result beat polite words that name nothing.',
			date: '2025-04-10',
			body: [
				'“Submit” tells people they are handing something over. “Book my table” tells them what they get for it, and that is what they came for.',
				{ heading: 'A quick test' },
				'Read the label on its own, out of context. If you cannot tell what the button does, neither can someone using a screen reader.',
			],
		},
		{
			image: 'device-1',
			meta: 'Errors · 6 min read',
			title: 'Error messages that help people recover',
			text: 'Say what went wrong, why, and what to do now, in that order and in words the person already uses.',
			date: '2025-03-27',
			body: [
				'Most error messages are written for the developer who wrote the check. The person who meets them needs something else: a way forward.',
				{ heading: 'Blame the system, not the person' },
				'“That card number is too short” works better than “Invalid input”, and both work worse than catching the mistake as it is typed.',
			],
		},
		{
			image: 'people-1',
			meta: 'Voice · 4 min read',
			title: 'Writing a voice guide your team will use',
			text: 'Skip the adjectives. A voice guide earns its place with before-and-after examples people can copy.',
			date: '2025-03-13',
			body: [
				'“Friendly but professional” fits every company on earth. It does not help anyone choose between two versions of an empty state.',
				{ heading: 'Start from real screens' },
				'Collect twenty pieces of copy from your product, rewrite them together, and keep the pairs. That is your guide.',
			],
		},
	],
};

const newsletter = {
	kind: 'newsletter',
	heading: 'Get new articles first',
	text: 'One email every other Thursday, with an article and a small exercise.',
	buttons: [
		{
			text: 'Subscribe',
			url: 'mailto:hello@example.com?subject=Subscribe',
		},
	],
};

export default {
	slug: 'northbound-course',
	name: 'Northbound - Online Course',
	description:
		'A course-selling site for an online school or instructor: hero with a video lesson, learning outcomes, a week-by-week curriculum, instructor bio, student stories, pricing and a free email-course landing page. Bright blue and amber.',
	plan: 'starter',
	price: 39,
	categories: [ 'education' ],
	tags: [ 'course', 'landing', 'pricing', 'faq' ],
	featured: false,
	platforms: [ 'gutenberg' ],
	palette: {
		primary: '#1d4ed8',
		accent: '#f59e0b',
		dark: '#0b1b3f',
		light: '#eff4ff',
		text: '#1f2937',
		background: '#ffffff',
	},
	fonts: {
		heading: { family: 'Platypi', weight: '700' },
		body: { family: 'Fira Sans', weight: '400' },
	},
	rating: 4.4,
	rating_count: 17,
	downloads: 690,
	favourite_count: 58,
	thumbnails: [ 'home', 'email-course', 'about' ],
	items: [
		{
			suffix: 'header',
			name: 'Header',
			type: 'block',
			template_type: 'header',
			tags: [ 'header', 'navigation' ],
			description: 'A course header with four links and an enrol button.',
			sections: [ header ],
		},
		{
			suffix: 'footer',
			name: 'Footer',
			type: 'block',
			template_type: 'footer',
			tags: [ 'footer', 'dark' ],
			description:
				'A dark footer with course and school links and a contact line.',
			sections: [ footer ],
		},
		{
			suffix: 'hero',
			name: 'Hero',
			type: 'block',
			template_type: 'hero',
			tags: [ 'hero', 'course' ],
			featured: true,
			description:
				'A split hero with the next start date, two buttons, a rating note and a video-lesson illustration.',
			sections: [ hero ],
		},
		{
			suffix: 'curriculum',
			name: 'Curriculum',
			type: 'block',
			template_type: 'content',
			tags: [ 'course', 'accordion' ],
			description:
				'A week-by-week syllabus in expandable rows beside a short introduction.',
			sections: [ curriculum ],
		},
		{
			suffix: 'pricing',
			name: 'Pricing',
			type: 'block',
			template_type: 'pricing',
			tags: [ 'pricing', 'course' ],
			description:
				'Three ways to take the course, with the cohort option highlighted.',
			sections: [ pricing ],
		},
		{
			suffix: 'testimonials',
			name: 'Student Stories',
			type: 'block',
			template_type: 'testimonials',
			tags: [ 'testimonials' ],
			description: 'Three student quotes on cards with ratings.',
			sections: [ testimonials ],
		},
		{
			suffix: 'home',
			name: 'Course Home',
			type: 'page',
			template_type: 'home',
			tags: [ 'course', 'pricing', 'faq' ],
			featured: true,
			description:
				'The complete sales page: hero, outcomes, curriculum, instructor, student stories, pricing, FAQ and a last call.',
			sections: [
				hero,
				outcomes,
				curriculum,
				instructor,
				testimonials,
				pricing,
				faq,
				cta,
			],
		},
		{
			suffix: 'email-course',
			name: 'Email Course Landing',
			type: 'page',
			template_type: 'landing',
			tags: [ 'landing', 'newsletter', 'course' ],
			description:
				'A short landing page for a free five-day email course.',
			sections: [ landingHero, lessons, landingQuote, landingCta ],
		},
		{
			suffix: 'about',
			name: 'About',
			type: 'page',
			template_type: 'about',
			tags: [ 'about', 'team', 'statistics' ],
			description:
				'Why the school exists, numbers so far and the mentor team.',
			sections: [ aboutTitle, aboutStory, stats, mentors, cta ],
		},
		{
			suffix: 'pricing-page',
			name: 'Pricing Page',
			type: 'page',
			template_type: 'pricing-page',
			tags: [ 'pricing', 'faq' ],
			description:
				'Course options, refund promise and frequently asked questions.',
			sections: [ pricingTitle, pricing, faq, cta ],
		},
		{
			suffix: 'blog',
			name: 'Blog',
			type: 'page',
			template_type: 'blog',
			tags: [ 'blog', 'newsletter' ],
			description:
				'An article index with a post grid and a newsletter sign-up.',
			sections: [ blogTitle, posts, newsletter ],
		},
	],
};
