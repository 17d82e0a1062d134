/**
 * Standalone items: business, consulting, agency and legal.
 */

const meridianTeam = {
	kind: 'team',
	eyebrow: 'Leadership',
	heading: 'Senior people on every engagement',
	members: [
		{
			name: 'Catherine Brooks',
			role: 'Managing partner',
			image: 'portrait-1',
		},
		{
			name: 'Samuel Osei',
			role: 'Operations practice',
			image: 'portrait-2',
		},
		{
			name: 'Leah Goldberg',
			role: 'Finance practice',
			image: 'portrait-3',
		},
		{ name: 'Mateo Ruiz', role: 'People practice', image: 'portrait-4' },
	],
};

export default [
	{
		slug: 'minimal-header',
		name: 'Minimal Header',
		type: 'block',
		template_type: 'header',
		plan: 'free',
		categories: [ 'business' ],
		tags: [ 'header', 'navigation', 'minimal' ],
		description:
			'A clean, single-row header: company name on the left, links and a button on the right.',
		elementor: true,
		sections: [
			{
				kind: 'header',
				brand: 'Meridian Partners',
				links: [ 'Services', 'Approach', 'Case studies', 'Insights' ],
				cta: { text: 'Get in touch', url: '#contact' },
			},
		],
	},
	{
		slug: 'corporate-footer',
		name: 'Corporate Footer',
		type: 'block',
		template_type: 'footer',
		plan: 'free',
		categories: [ 'business' ],
		tags: [ 'footer', 'dark' ],
		description:
			'A dark footer with a short company statement, three link columns and legal links.',
		elementor: true,
		sections: [
			{
				kind: 'footer',
				brand: 'Meridian Partners',
				text: 'Strategy and operations advice for mid-sized companies since 2008.',
				columns: [
					{
						title: 'Services',
						links: [
							'Strategy',
							'Operations',
							'Finance',
							'People',
						],
					},
					{
						title: 'Company',
						links: [ 'About', 'Case studies', 'Careers', 'Press' ],
					},
					{
						title: 'Offices',
						lines: [ 'Chicago', 'Denver', 'Toronto' ],
					},
				],
				legal: '© 2025 Meridian Partners LLC. All rights reserved.',
				legalLinks: [ 'Privacy', 'Terms', 'Accessibility' ],
				social: [ 'linkedin', 'x' ],
			},
		],
	},
	{
		slug: 'consultation-cta',
		name: 'Consultation Call to Action',
		type: 'block',
		template_type: 'call-to-action',
		plan: 'free',
		categories: [ 'business' ],
		tags: [ 'call-to-action', 'dark' ],
		description:
			'A dark, split call to action: a headline and promise on the left, two buttons on the right.',
		featured: true,
		sections: [
			{
				kind: 'cta',
				variant: 'split',
				tone: 'dark',
				heading: 'Ready for a second opinion?',
				text: 'Book a free 45-minute session with a senior consultant. No slides and no sales pitch, just a frank conversation about your business.',
				buttons: [
					{ text: 'Book a session', url: '#contact' },
					{ text: 'Our approach', url: '#approach', outline: true },
				],
			},
		],
	},
	{
		slug: 'company-timeline',
		name: 'Company Timeline',
		type: 'block',
		template_type: 'content',
		plan: 'starter',
		categories: [ 'business' ],
		tags: [ 'timeline', 'about' ],
		description:
			'Milestones in a clean timeline: the year in an accent colour beside a title and a sentence.',
		sections: [
			{
				kind: 'timeline',
				eyebrow: 'Our journey',
				heading: 'Seventeen years of steady growth',
				items: [
					{
						year: '2008',
						title: 'A loft in Chicago',
						text: 'Catherine Brooks and two former colleagues start Meridian with one client and a whiteboard.',
					},
					{
						year: '2013',
						title: 'Our first hundred projects',
						text: 'Manufacturing and healthcare clients make up most of the work, and the team grows to twenty.',
					},
					{
						year: '2018',
						title: 'Denver and Toronto',
						text: 'Two new offices bring us closer to clients in the Mountain West and Canada.',
					},
					{
						year: '2022',
						title: 'Certified B Corporation',
						text: 'We formalise commitments on pay transparency, pro bono work and emissions.',
					},
					{
						year: '2025',
						title: 'One hundred and twenty people',
						text: 'Still independent, still owned by the people who do the work.',
					},
				],
			},
		],
	},
	{
		slug: 'consultant-about',
		name: 'Consultancy About Page',
		type: 'page',
		template_type: 'about',
		plan: 'free',
		categories: [ 'business' ],
		tags: [ 'about', 'team', 'statistics' ],
		description:
			'An about page for a consultancy or professional firm: intro, story, numbers, leadership and a client quote.',
		elementor: true,
		sections: [
			{
				kind: 'pageTitle',
				eyebrow: 'About Meridian',
				heading: 'Practical advice from people who have run things',
				text: 'Our consultants have managed plants, hospitals and finance teams. We give advice we would be willing to carry out ourselves.',
			},
			{
				kind: 'story',
				eyebrow: 'Why we started',
				heading: 'Advice that survives Monday morning',
				paragraphs: [
					'Too many strategy projects end with a beautiful report that nobody uses. We founded Meridian to stay with clients until the change is real.',
					'That means smaller teams, longer relationships and fees partly tied to results.',
				],
				image: 'people-1',
			},
			{
				kind: 'stats',
				tone: 'primary',
				items: [
					{ value: '420', label: 'Clients advised' },
					{ value: '17', label: 'Years in business' },
					{ value: '3', label: 'Offices' },
					{ value: '92%', label: 'Would recommend us' },
				],
			},
			meridianTeam,
			{
				kind: 'testimonials',
				variant: 'pullquote',
				tone: 'light',
				items: [
					{
						quote: 'Meridian did not hand us a plan and leave. They sat with our supervisors on the night shift until the new process stuck.',
						name: 'Greg Lawson',
						role: 'COO, Brightpath Manufacturing',
					},
				],
			},
			{
				kind: 'cta',
				variant: 'band',
				tone: 'dark',
				heading: 'Let us talk about what is next',
				text: 'Tell us about the problem you are facing. A partner will get back to you within two working days.',
				buttons: [ { text: 'Start a conversation', url: '#contact' } ],
			},
		],
	},
	{
		slug: 'consulting-services',
		name: 'Consulting Services Page',
		type: 'page',
		template_type: 'services',
		plan: 'starter',
		categories: [ 'business' ],
		tags: [ 'services', 'process', 'faq' ],
		description:
			'A services page with four offers, a detailed look at two of them, the engagement process and questions.',
		sections: [
			{
				kind: 'pageTitle',
				eyebrow: 'Services',
				heading: 'Where we can help',
				text: 'Four practices that cover the questions leadership teams bring us most often.',
			},
			{
				kind: 'features',
				variant: 'cards',
				items: [
					{
						icon: 'icon-target',
						title: 'Strategy',
						text: 'Where to play and how to win, tested against real numbers and real customers.',
					},
					{
						icon: 'icon-layers',
						title: 'Operations',
						text: 'Leaner processes, fewer hand-offs and supply chains that bend instead of break.',
					},
					{
						icon: 'icon-chart',
						title: 'Finance',
						text: 'Budgeting, pricing and reporting that help you decide faster with more confidence.',
					},
					{
						icon: 'icon-people',
						title: 'People',
						text: 'Structures, roles and leadership programs that help good people do good work.',
					},
				],
			},
			{
				kind: 'alternating',
				tone: 'light',
				heading: 'A closer look',
				rows: [
					{
						heading: 'Operations reviews',
						text: 'In six weeks we map how work really flows, find the three biggest bottlenecks and agree on fixes with the people who do the work.',
						bullets: [
							'Process mapping on the floor',
							'Cost and capacity model',
							'Ninety-day improvement plan',
						],
						image: 'building-2',
					},
					{
						heading: 'Pricing resets',
						text: 'We study what customers value and what they pay, then design prices and packages that grow margin without losing trust.',
						bullets: [
							'Customer interviews and data analysis',
							'New price architecture',
							'Sales team training',
						],
						image: 'device-1',
					},
				],
			},
			{
				kind: 'features',
				variant: 'numbered',
				heading: 'How an engagement works',
				items: [
					{
						title: 'Diagnose',
						text: 'Two to three weeks of interviews, data and site visits.',
					},
					{
						title: 'Decide',
						text: 'A workshop where your leadership team chooses the path.',
					},
					{
						title: 'Deliver',
						text: 'We work alongside your team until results show.',
					},
					{
						title: 'Hand over',
						text: 'Tools, training and a check-in after six months.',
					},
				],
			},
			{
				kind: 'faq',
				layout: 'split',
				heading: 'Questions about working with us',
				items: [
					{
						q: 'How are your fees set?',
						a: 'Most work is a fixed fee per phase. For operations work we often tie part of the fee to agreed results.',
					},
					{
						q: 'How big is a typical team?',
						a: 'Two to four consultants, always led by a partner who stays involved every week.',
					},
					{
						q: 'Do you work with small companies?',
						a: 'Our clients usually have between fifty and two thousand employees, but we are happy to talk.',
					},
				],
			},
		],
	},
	{
		slug: 'magazine-blog',
		name: 'Magazine Blog Page',
		type: 'page',
		template_type: 'blog',
		plan: 'free',
		categories: [ 'business' ],
		tags: [ 'blog', 'newsletter' ],
		description:
			'A company magazine: title, a featured essay, the latest posts in a grid and a newsletter band.',
		sections: [
			{
				kind: 'pageTitle',
				tone: 'base',
				eyebrow: 'The Ledger',
				heading: 'Ideas for people who run things',
				text: 'Essays and field notes from our consultants, published every other Tuesday.',
			},
			{
				kind: 'alternating',
				tone: 'light',
				rows: [
					{
						eyebrow: 'Featured essay · 9 min read',
						heading: 'The quiet cost of the weekly status meeting',
						text: 'We timed every recurring meeting at three clients for a month. The results surprised them, and us. Here is what we changed, and what we would do again.',
						image: 'people-1',
						button: { text: 'Read the essay', url: '#essay' },
					},
				],
			},
			{
				kind: 'posts',
				heading: 'Latest articles',
				perPage: 6,
				more: 'Read more',
			},
			{
				kind: 'newsletter',
				tone: 'dark',
				heading: 'The Ledger, in your inbox',
				text: 'One essay every other Tuesday. Read by eleven thousand operators and founders.',
				buttons: [ { text: 'Subscribe free', url: '#subscribe' } ],
				note: 'Unsubscribe any time.',
			},
		],
	},
	{
		slug: 'legal-services-grid',
		name: 'Legal Services Grid',
		type: 'block',
		template_type: 'features',
		plan: 'starter',
		categories: [ 'legal' ],
		tags: [ 'services', 'law', 'grid' ],
		description:
			'Three service cards for a solo practice or small firm, each with an icon, a short explanation and a link.',
		elementor: true,
		sections: [
			{
				kind: 'features',
				variant: 'cards',
				tone: 'light',
				eyebrow: 'How I can help',
				heading: 'Straightforward legal help for families',
				text: 'Fixed fees agreed in writing before any work begins.',
				items: [
					{
						icon: 'icon-home',
						title: 'Buying or selling a home',
						text: 'Contracts, title checks and closing, from offer to keys. Flat fee from $1,200.',
						link: 'Conveyancing',
					},
					{
						icon: 'icon-shield',
						title: 'Wills and trusts',
						text: 'Clear plans that protect the people you love. Most wills are ready in two weeks.',
						link: 'Estate planning',
					},
					{
						icon: 'icon-scale',
						title: 'Landlord and tenant',
						text: 'Leases, deposits and disputes resolved quickly and, wherever possible, without court.',
						link: 'Tenancy law',
					},
				],
			},
		],
	},
	{
		slug: 'team-grid',
		name: 'Team Grid',
		type: 'block',
		template_type: 'team',
		plan: 'starter',
		categories: [ 'agency' ],
		tags: [ 'team', 'grid' ],
		description:
			'Eight team members in a responsive grid with portrait, name and role.',
		elementor: true,
		sections: [
			{
				kind: 'team',
				eyebrow: 'Our team',
				heading: 'The people behind the work',
				text: 'Designers, writers and engineers who have worked together for years.',
				members: [
					{
						name: 'Ada Fairweather',
						role: 'Founder',
						image: 'portrait-1',
					},
					{
						name: 'Yusuf Karim',
						role: 'Design director',
						image: 'portrait-2',
					},
					{
						name: 'Greta Holm',
						role: 'Copy lead',
						image: 'portrait-3',
					},
					{
						name: 'Leo Marchetti',
						role: 'Engineering',
						image: 'portrait-4',
					},
					{
						name: 'Imani Clarke',
						role: 'Producer',
						image: 'portrait-5',
					},
					{
						name: 'Oscar Lindgren',
						role: 'Motion designer',
						image: 'portrait-6',
					},
					{
						name: 'Mei Tanaka',
						role: 'UX researcher',
						image: 'portrait-7',
					},
					{
						name: 'Ravi Shah',
						role: 'Developer',
						image: 'portrait-8',
					},
				],
			},
		],
	},
	{
		slug: 'process-steps',
		name: 'Process Steps',
		type: 'block',
		template_type: 'features',
		plan: 'free',
		categories: [ 'agency' ],
		tags: [ 'process', 'features' ],
		description:
			'Four numbered steps explaining how a project runs, with a button to start.',
		sections: [
			{
				kind: 'features',
				variant: 'numbered',
				tone: 'light',
				eyebrow: 'Process',
				heading: 'From brief to launch in four steps',
				items: [
					{
						title: 'Listen',
						text: 'A half-day workshop to understand your goals, audience and constraints.',
					},
					{
						title: 'Sketch',
						text: 'Rough directions within a week, so we can choose a path together early.',
					},
					{
						title: 'Build',
						text: 'Weekly reviews of working designs, with your feedback folded in as we go.',
					},
					{
						title: 'Launch',
						text: 'Careful release, training for your team and a month of follow-up support.',
					},
				],
				buttons: [ { text: 'Start your project', url: '#contact' } ],
			},
		],
	},
	{
		slug: 'client-logo-strip',
		name: 'Client Logo Strip',
		type: 'block',
		template_type: 'content',
		plan: 'free',
		categories: [ 'agency' ],
		tags: [ 'clients', 'minimal' ],
		description: 'A quiet row of client logos under a small label.',
		elementor: true,
		sections: [
			{
				kind: 'logos',
				tone: 'light',
				heading: 'Selected clients',
				logos: [
					'logo-1',
					'logo-2',
					'logo-3',
					'logo-4',
					'logo-5',
					'logo-6',
				],
			},
		],
	},
	{
		slug: 'studio-contact-page',
		name: 'Studio Contact Page',
		type: 'page',
		template_type: 'contact-page',
		plan: 'free',
		categories: [ 'agency' ],
		tags: [ 'contact', 'faq' ],
		description:
			'A friendly contact page for a studio: ways to reach you, what to send, a map and questions.',
		dependencies: [ 'stencilbox-demo-helper' ],
		sections: [
			{
				kind: 'pageTitle',
				eyebrow: 'Contact',
				heading: 'Say hello to Fieldnote',
				text: 'We are a design studio of eight in Leeds. Drop us a line about a project, a job or just to talk shop.',
			},
			{
				kind: 'contact',
				heading: 'Ways to reach us',
				details: [
					{ label: 'Projects', lines: [ 'projects@example.com' ] },
					{ label: 'Jobs', lines: [ 'jobs@example.com' ] },
					{
						label: 'Studio',
						lines: [ '3 Mill Yard', 'Leeds LS2 7DP' ],
					},
					{ label: 'Phone', lines: [ '+44 113 496 0587' ] },
				],
				boxTitle: 'What to include',
				boxText:
					'A few details help us reply with something useful rather than a list of questions.',
				boxList: [
					'Who you are and what you do',
					'What you need and by when',
					'A rough budget range',
				],
			},
			{
				kind: 'gallery',
				columns: 2,
				ratio: '16/9',
				images: [ 'map-1', 'interior-1' ],
			},
			{
				kind: 'faq',
				layout: 'split',
				tone: 'light',
				heading: 'Good to know',
				items: [
					{
						q: 'Do you take on small projects?',
						a: 'Yes, if we can do them well. Our smallest projects start at around £4,000.',
					},
					{
						q: 'Can we visit the studio?',
						a: 'Of course. Let us know when you are coming and we will put the coffee on.',
					},
					{
						q: 'Are you hiring?',
						a: 'We hire once or twice a year. Send your portfolio any time and we will keep it on file.',
					},
				],
			},
		],
	},
	{
		slug: 'testimonial-wall',
		name: 'Testimonial Wall',
		type: 'block',
		template_type: 'testimonials',
		plan: 'starter',
		categories: [ 'agency' ],
		tags: [ 'testimonials', 'grid', 'clients' ],
		description: 'Six short client quotes in a two-row grid of cards.',
		elementor: true,
		sections: [
			{
				kind: 'testimonials',
				variant: 'cards',
				tone: 'light',
				heading: 'What clients say about working with us',
				items: [
					{
						quote: 'On time, on budget and better than the brief.',
						name: 'Hugo Brennan',
						role: 'Marketing Director, Oakmere',
					},
					{
						quote: 'They asked the questions our board had been avoiding for years.',
						name: 'Sana Mirza',
						role: 'CEO, Tidewell Housing',
					},
					{
						quote: 'Our new site loads in under a second and our team actually enjoys updating it.',
						name: 'Peter Quinn',
						role: 'Head of Comms, Copperline',
					},
					{
						quote: 'Patient, sharp and honest. A rare combination.',
						name: 'Ellie Fox',
						role: 'Founder, Kitestring',
					},
					{
						quote: 'The brand guidelines are the most-used document in our shared drive.',
						name: 'Tariq Aziz',
						role: 'Brand Manager, Fernhill',
					},
					{
						quote: 'Fieldnote felt like part of our team from the first week.',
						name: 'Joanna Reyes',
						role: 'Product Lead, Parallel',
					},
				],
			},
		],
	},
];
