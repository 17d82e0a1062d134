/**
 * Standalone items: nonprofits, charities and events.
 */

const impact = {
	kind: 'stats',
	tone: 'primary',
	eyebrow: 'Our impact in 2024',
	heading: 'Every meal, every mile, every volunteer',
	items: [
		{ value: '312,000', label: 'Meals shared' },
		{ value: '1,150', label: 'Volunteers' },
		{ value: '86', label: 'Partner kitchens' },
		{ value: '94p', label: 'Of every pound spent on services' },
	],
};

const donations = {
	kind: 'pricing',
	tone: 'light',
	eyebrow: 'Give monthly',
	heading: 'Choose how you help',
	text: 'Regular gifts let us plan ahead and buy food at wholesale prices. Cancel at any time.',
	plans: [
		{
			name: 'Friend',
			price: '£5',
			period: 'a month',
			text: 'Provides twelve hot meals every month.',
			features: [ 'Monthly impact email', 'Invitation to our open day' ],
			button: 'Give £5 a month',
		},
		{
			name: 'Neighbour',
			price: '£15',
			period: 'a month',
			text: 'Stocks a family’s cupboard for a week.',
			features: [
				'Everything for Friends',
				'Annual report in print',
				'Volunteer days for two',
			],
			button: 'Give £15 a month',
			featured: true,
			badge: 'Most popular',
		},
		{
			name: 'Champion',
			price: '£40',
			period: 'a month',
			text: 'Funds a cookery class for ten people.',
			features: [
				'Everything for Neighbours',
				'Behind-the-scenes visit',
				'Name on our supporter wall',
			],
			button: 'Give £40 a month',
		},
	],
	note: 'Gift Aid adds 25p to every pound you give at no extra cost to you.',
};

const speakers = {
	kind: 'team',
	eyebrow: 'Speakers',
	heading: 'Learn from people doing the work',
	members: [
		{
			name: 'Dr. Amelia Hart',
			role: 'Keynote · Design systems',
			image: 'portrait-1',
			bio: 'Design lead at Lumenworks and author of “Components with Care”.',
		},
		{
			name: 'Kwame Mensah',
			role: 'Accessibility',
			image: 'portrait-2',
			bio: 'Has audited more than three hundred public-sector websites.',
		},
		{
			name: 'Sofia Petrov',
			role: 'Performance',
			image: 'portrait-3',
			bio: 'Makes slow sites fast at a large news publisher.',
		},
		{
			name: 'Daniel Cho',
			role: 'Closing talk · Craft',
			image: 'portrait-4',
			bio: 'Independent developer and maker of tiny, useful tools.',
		},
	],
};

const schedule = {
	kind: 'table',
	eyebrow: 'Programme',
	heading: 'Day one at a glance',
	text: 'Doors open at 8:30. All talks are in the main hall and streamed to the overflow room.',
	head: [ 'Time', 'Session', 'Speaker' ],
	rows: [
		[
			'9:15',
			'Opening keynote: Systems that stay kind',
			'Dr. Amelia Hart',
		],
		[ '10:15', 'Accessibility is a team sport', 'Kwame Mensah' ],
		[ '11:15', 'Coffee and hallway track', '—' ],
		[ '11:45', 'The two-second budget', 'Sofia Petrov' ],
		[ '13:00', 'Lunch and community tables', '—' ],
		[ '14:30', 'Workshops (choose one of four)', 'Various' ],
		[ '16:30', 'Closing talk: Small tools, big care', 'Daniel Cho' ],
	],
	buttons: [
		{
			text: 'Download the full programme',
			url: '#programme',
			outline: true,
		},
	],
};

export default [
	{
		slug: 'campaign-hero',
		name: 'Campaign Hero',
		type: 'block',
		template_type: 'hero',
		plan: 'free',
		categories: [ 'nonprofit' ],
		tags: [ 'hero', 'charity', 'donation' ],
		description:
			'A centred fundraising hero with a clear ask, two buttons, a progress note and a wide image.',
		sections: [
			{
				kind: 'hero',
				variant: 'centered',
				tone: 'light',
				eyebrow: 'Winter appeal',
				heading: 'No one in our town should eat alone this winter',
				text: 'Common Table serves hot meals and warm company in five community kitchens. Help us keep the doors open every night until spring.',
				buttons: [
					{ text: 'Donate now', url: '#donate' },
					{ text: 'Volunteer', url: '#volunteer', outline: true },
				],
				note: '£38,400 raised of our £60,000 goal.',
				image: 'people-1',
			},
		],
	},
	{
		slug: 'impact-numbers',
		name: 'Impact Numbers',
		type: 'block',
		template_type: 'statistics',
		plan: 'free',
		categories: [ 'nonprofit' ],
		tags: [ 'statistics', 'charity' ],
		description:
			'Four large figures with labels on a bold band, for annual results or campaign progress.',
		elementor: true,
		sections: [ impact ],
	},
	{
		slug: 'donation-tiers',
		name: 'Donation Tiers',
		type: 'block',
		template_type: 'pricing',
		plan: 'free',
		categories: [ 'nonprofit' ],
		tags: [ 'donation', 'pricing', 'charity' ],
		description:
			'Three monthly giving levels showing what each gift pays for.',
		sections: [ donations ],
	},
	{
		slug: 'nonprofit-home',
		name: 'Nonprofit Home Page',
		type: 'page',
		template_type: 'home',
		plan: 'starter',
		categories: [ 'nonprofit' ],
		tags: [ 'charity', 'donation', 'statistics', 'newsletter' ],
		description:
			'A charity home page: appeal hero, what you do, impact, a story, giving options and a newsletter.',
		sections: [
			{
				kind: 'hero',
				variant: 'split',
				eyebrow: 'Common Table',
				heading: 'Good food and good company, for everyone',
				text: 'We run community kitchens where anyone can share a hot meal, learn to cook and find a friendly face. No forms, no questions.',
				buttons: [
					{ text: 'Donate', url: '#donate' },
					{ text: 'Find a kitchen', url: '#kitchens', outline: true },
				],
				image: 'people-1',
			},
			{
				kind: 'features',
				variant: 'cards',
				tone: 'light',
				heading: 'What we do',
				items: [
					{
						icon: 'icon-cup',
						title: 'Community meals',
						text: 'Five kitchens serving a free hot dinner every weekday evening.',
					},
					{
						icon: 'icon-cap',
						title: 'Cookery classes',
						text: 'Eight-week courses on cooking well for less, with ingredients to take home.',
					},
					{
						icon: 'icon-heart',
						title: 'Pantry support',
						text: 'Weekly food parcels for families referred by schools and GPs.',
					},
				],
			},
			impact,
			{
				kind: 'story',
				imageFirst: true,
				eyebrow: 'Stories',
				heading: 'Tuesday nights with Joan',
				paragraphs: [
					'Joan started coming to our Eastside kitchen after her husband died. Two years later she runs the Tuesday dessert table and knows everyone’s name.',
					'Stories like Joan’s are why we say we serve company as well as food.',
				],
				buttons: [ { text: 'Read more stories', url: '#stories' } ],
				image: 'portrait-1',
			},
			donations,
			{
				kind: 'newsletter',
				heading: 'Stay close to the kitchen',
				text: 'A short monthly update with news, recipes and ways to help.',
				buttons: [ { text: 'Sign up', url: '#newsletter' } ],
				note: 'We never share your details.',
			},
		],
	},
	{
		slug: 'volunteer-newsletter',
		name: 'Volunteer Sign-up Band',
		type: 'block',
		template_type: 'newsletter',
		plan: 'free',
		categories: [ 'nonprofit' ],
		tags: [ 'newsletter', 'call-to-action' ],
		description:
			'A slim band inviting visitors to join the volunteer mailing list.',
		elementor: true,
		sections: [
			{
				kind: 'newsletter',
				tone: 'accent',
				eyebrow: 'Volunteer',
				heading: 'Two hours a month makes a difference',
				text: 'Join our volunteer list and we will send new shifts as they open. Pick the ones that suit you.',
				buttons: [ { text: 'Join the list', url: '#volunteer' } ],
				note: 'No experience needed.',
			},
		],
	},
	{
		slug: 'conference-hero',
		name: 'Conference Hero',
		type: 'block',
		template_type: 'hero',
		plan: 'starter',
		categories: [ 'events' ],
		tags: [ 'hero', 'cover' ],
		description:
			'A vivid cover hero with dates, venue and ticket buttons for an event or conference.',
		elementor: true,
		sections: [
			{
				kind: 'hero',
				variant: 'cover',
				image: 'abstract-1',
				overlay: '#1f1033',
				dim: 75,
				eyebrow: '12–13 June 2025 · Manchester',
				heading:
					'Frontline: the conference for people who build the web',
				text: 'Two days of talks and workshops on design systems, accessibility and performance, with six hundred people who care about craft.',
				buttons: [
					{ text: 'Get your ticket', url: '#tickets' },
					{
						text: 'See the programme',
						url: '#programme',
						outline: true,
					},
				],
			},
		],
	},
	{
		slug: 'speaker-grid',
		name: 'Speaker Grid',
		type: 'block',
		template_type: 'team',
		plan: 'pro',
		categories: [ 'events' ],
		tags: [ 'team', 'grid' ],
		description: 'Four speakers with portraits, topics and one-line bios.',
		sections: [ speakers ],
	},
	{
		slug: 'event-schedule',
		name: 'Event Schedule',
		type: 'block',
		template_type: 'schedule',
		plan: 'starter',
		categories: [ 'events' ],
		tags: [ 'schedule', 'table' ],
		description:
			'A striped programme table with times, sessions and speakers.',
		sections: [ schedule ],
	},
	{
		slug: 'conference-landing',
		name: 'Conference Landing Page',
		type: 'page',
		template_type: 'landing',
		plan: 'pro',
		categories: [ 'events' ],
		tags: [ 'landing', 'schedule', 'pricing', 'one-page' ],
		description:
			'Everything for an event in one page: hero, numbers, speakers, programme, tickets, venue and FAQ.',
		featured: true,
		elementor: true,
		sections: [
			{
				kind: 'hero',
				variant: 'cover',
				image: 'abstract-1',
				overlay: '#1f1033',
				dim: 75,
				eyebrow: '12–13 June 2025 · Manchester',
				heading: 'Frontline 2025',
				text: 'Two days of talks and workshops on design systems, accessibility and performance.',
				buttons: [
					{ text: 'Get your ticket', url: '#tickets' },
					{
						text: 'See the programme',
						url: '#programme',
						outline: true,
					},
				],
			},
			{
				kind: 'stats',
				tone: 'light',
				items: [
					{ value: '600', label: 'Attendees' },
					{ value: '18', label: 'Talks' },
					{ value: '8', label: 'Workshops' },
					{ value: '2', label: 'Days' },
				],
			},
			speakers,
			{ ...schedule, tone: 'light' },
			{
				kind: 'pricing',
				eyebrow: 'Tickets',
				heading: 'Join us in June',
				plans: [
					{
						name: 'Early bird',
						price: '£249',
						text: 'Until 31 March, while they last.',
						features: [
							'Both days of talks',
							'Lunch and coffee',
							'Video recordings',
						],
						button: 'Buy early bird',
					},
					{
						name: 'Full pass',
						price: '£399',
						text: 'Talks plus a workshop of your choice.',
						features: [
							'Everything in Early bird',
							'One half-day workshop',
							'Evening social',
						],
						button: 'Buy full pass',
						featured: true,
						badge: 'Best value',
					},
					{
						name: 'Student',
						price: '£99',
						text: 'For students and people between jobs.',
						features: [
							'Both days of talks',
							'Lunch and coffee',
							'Mentoring table',
						],
						button: 'Apply',
					},
				],
			},
			{
				kind: 'contact',
				tone: 'light',
				heading: 'The venue',
				text: 'Frontline takes place at the Mill Works, a converted cotton mill ten minutes’ walk from Piccadilly station.',
				details: [
					{
						label: 'Address',
						lines: [
							'The Mill Works, Ancoats',
							'Manchester M4 6JG',
						],
					},
					{
						label: 'Access',
						lines: [
							'Step-free throughout',
							'Quiet room available',
						],
					},
				],
				image: 'map-1',
			},
			{
				kind: 'faq',
				heading: 'Questions',
				items: [
					{
						q: 'Is there a code of conduct?',
						a: 'Yes. Every attendee, speaker and sponsor agrees to it, and trained staff are on hand both days.',
					},
					{
						q: 'Will talks be recorded?',
						a: 'All main-stage talks are recorded and sent to ticket holders within two weeks.',
					},
					{
						q: 'Can I transfer my ticket?',
						a: 'Yes, free of charge until one week before the event.',
					},
				],
			},
		],
	},
	{
		slug: 'event-registration',
		name: 'Event Registration Form',
		type: 'block',
		template_type: 'contact',
		plan: 'pro',
		categories: [ 'events' ],
		tags: [ 'booking', 'contact' ],
		description:
			'A registration section with steps on the left and a sign-up form (from Stencilbox Forms Pro) on the right.',
		dependencies: [ 'stencilbox-forms-pro' ],
		elementor: true,
		sections: [
			{
				kind: 'form',
				eyebrow: 'Register',
				heading: 'Save your seat at the workshop',
				text: 'Places are limited to forty people so everyone gets hands-on help.',
				steps: [
					'Fill in the form',
					'Receive your confirmation email',
					'Bring a laptop on the day',
				],
				aside: 'Questions? Email events@example.com.',
				formTitle: 'Registration',
				formText: 'It takes about a minute. We only ask what we need.',
				shortcode: '[stencilbox_form id="event-registration"]',
				fields: [ 'Name', 'Email', 'Company', 'Dietary needs' ],
			},
		],
	},
];
