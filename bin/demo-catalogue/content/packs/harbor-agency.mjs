/**
 * Harbor - Creative Agency: an independent brand and web studio.
 */

const header = {
	kind: 'header',
	brand: 'Harbor',
	links: [ 'Work', 'Services', 'About', 'Contact' ],
	cta: { text: 'Start a project', url: '#contact' },
};

const hero = {
	kind: 'hero',
	variant: 'split',
	eyebrow: 'Brand & digital studio',
	heading: 'We shape brands people remember',
	text: 'Harbor is an independent studio of designers, writers and developers. We help ambitious teams find their voice, then build the websites that carry it.',
	buttons: [
		{ text: 'See our work', url: '#work' },
		{ text: 'Meet the studio', url: '#about', outline: true },
	],
	image: 'abstract-1',
};

const logos = {
	kind: 'logos',
	heading: 'Trusted by teams at',
	logos: [ 'logo-1', 'logo-4', 'logo-5', 'logo-6', 'logo-8' ],
};

const services = {
	kind: 'features',
	variant: 'cards',
	eyebrow: 'What we do',
	heading: 'Four disciplines, one small team',
	text: 'Every project gets a senior team from the first workshop to launch day. No hand-offs, and no juniors learning on your budget.',
	items: [
		{
			icon: 'icon-target',
			title: 'Brand strategy',
			text: 'Positioning, naming and messaging grounded in conversations with your customers, not guesswork.',
		},
		{
			icon: 'icon-pen',
			title: 'Visual identity',
			text: 'Logos, type, colour and the guidelines that keep them consistent wherever your brand appears.',
		},
		{
			icon: 'icon-layers',
			title: 'Websites',
			text: 'Fast, accessible WordPress sites your team can update on a Friday afternoon without calling us.',
		},
		{
			icon: 'icon-chat',
			title: 'Content',
			text: 'Copywriting, photography direction and launch campaigns that give your brand something to say.',
		},
	],
};

const stats = {
	kind: 'stats',
	tone: 'dark',
	items: [
		{ value: '140+', label: 'Projects delivered' },
		{ value: '12', label: 'Years on the waterfront' },
		{ value: '9', label: 'Design awards' },
		{ value: '96%', label: 'Clients who come back' },
	],
};

const workCards = [
	{
		image: 'scene-1',
		meta: 'Identity · Website',
		title: 'Tidewell Sailing Club',
		text: 'A fresh identity and booking site for a ninety-year-old club welcoming its first junior fleet.',
	},
	{
		image: 'device-1',
		meta: 'Product · Web app',
		title: 'Copperline Energy',
		text: 'A customer dashboard that turned monthly bills into something people actually read.',
	},
	{
		image: 'product-1',
		meta: 'Packaging',
		title: 'Fernhill Botanicals',
		text: 'Packaging for a range of small-batch skincare, printed on fully recycled board.',
	},
	{
		image: 'building-2',
		meta: 'Wayfinding',
		title: 'Northgate Library',
		text: 'Signage and a visitor guide for a city library reopening after a two-year refit.',
	},
	{
		image: 'interior-1',
		meta: 'Identity',
		title: 'Oakmere Guesthouse',
		text: 'A warm, hand-drawn identity for a twelve-room guesthouse on the edge of the moors.',
	},
	{
		image: 'abstract-2',
		meta: 'Campaign',
		title: 'Brightpath Careers',
		text: 'A recruitment campaign that brought in four hundred applications in its first month.',
	},
];

const work = {
	kind: 'cards',
	eyebrow: 'Selected work',
	heading: 'Recent projects',
	items: workCards.slice( 0, 3 ),
	buttons: [ { text: 'View all projects', url: '#work', outline: true } ],
};

const testimonials = {
	kind: 'testimonials',
	anchor: 'client-stories',
	variant: 'cards',
	tone: 'light',
	eyebrow: 'Client stories',
	heading: 'Kind words from people we have worked with',
	items: [
		{
			quote: 'Harbor listened more than any agency we have hired. The new brand finally sounds like us, and our enquiries doubled in the first quarter.',
			name: 'Maya Okafor',
			role: 'Founder, Fernhill Botanicals',
		},
		{
			quote: 'They ran the project like a product team: weekly demos, clear decisions and no surprises on the invoice.',
			name: 'Tom Reilly',
			role: 'Head of Digital, Copperline Energy',
		},
		{
			quote: 'Our members love the new site. Booking a boat used to take ten emails; now it takes a minute.',
			name: 'Priya Desai',
			role: 'Commodore, Tidewell Sailing Club',
		},
	],
};

const cta = {
	kind: 'cta',
	variant: 'boxed',
	tone: 'primary',
	heading: 'Have a project in mind?',
	text: 'Tell us where you are and where you want to be. We reply to every enquiry within two working days.',
	buttons: [
		{ text: 'Start a project', url: '#contact' },
		{ text: 'Book a call', url: '#contact', outline: true },
	],
};

const footer = {
	kind: 'footer',
	brand: 'Harbor',
	text: 'An independent brand and digital studio on the Bristol waterfront.',
	columns: [
		{ title: 'Studio', links: [ 'Work', 'Services', 'About', 'Contact' ] },
		{
			title: 'Explore',
			links: [ 'Client stories', 'Process', 'Team', 'FAQ' ],
		},
		{
			title: 'Visit',
			lines: [
				'14 Quayside Lane',
				'Bristol BS1 4RN',
				'hello@example.com',
				'+44 117 496 0321',
			],
		},
	],
	legal: '© 2025 Harbor Studio Ltd. All rights reserved.',
	social: false,
};

const aboutTitle = {
	kind: 'pageTitle',
	eyebrow: 'About Harbor',
	heading: 'A studio built on good conversations',
	text: 'We started in a borrowed room above a chandlery with one client and a lot of tea. Twelve years later we are fourteen people, and we still answer the phone ourselves.',
};

const story = {
	kind: 'story',
	eyebrow: 'Our story',
	heading: 'Small on purpose',
	paragraphs: [
		'We have turned down the chance to grow into a big agency more than once. Staying small means the people you meet in the pitch are the people who do the work.',
		'We take on around twelve projects a year, work in short cycles and show progress every week. When something is not working, you hear it from us first.',
	],
	signature: 'Elena Marsh and Daniel Achebe, founders',
	image: 'people-1',
};

const team = {
	kind: 'team',
	anchor: 'team',
	eyebrow: 'The people',
	heading: 'Meet the crew',
	members: [
		{ name: 'Elena Marsh', role: 'Creative director', image: 'portrait-1' },
		{ name: 'Daniel Achebe', role: 'Strategy lead', image: 'portrait-2' },
		{
			name: 'Sofia Lindqvist',
			role: 'Senior designer',
			image: 'portrait-3',
		},
		{ name: 'Kai Nakamura', role: 'Lead developer', image: 'portrait-4' },
	],
};

const values = {
	kind: 'features',
	variant: 'numbered',
	tone: 'light',
	eyebrow: 'How we behave',
	heading: 'Three promises we keep',
	items: [
		{
			title: 'Say it plainly',
			text: 'No jargon in our proposals, our presentations or your website. If we cannot explain an idea simply, it is not ready.',
		},
		{
			title: 'Show, do not tell',
			text: 'You see real work every week, from rough sketches to working pages, so decisions are made on evidence.',
		},
		{
			title: 'Leave you stronger',
			text: 'We hand over guidelines, training and editable files, so your team can carry the brand without us.',
		},
	],
};

const servicesTitle = {
	kind: 'pageTitle',
	eyebrow: 'Services',
	heading: 'From first idea to launch day',
	text: 'Pick one discipline or bring us the whole journey. Either way you work with the same senior team throughout.',
};

const servicesRows = {
	kind: 'alternating',
	rows: [
		{
			eyebrow: 'Strategy',
			heading: 'Know what you stand for',
			text: 'We interview your customers and your team, map the competition and agree on a position you can own.',
			bullets: [
				'Customer and stakeholder interviews',
				'Positioning and messaging framework',
				'Naming and tone of voice',
			],
			image: 'people-1',
		},
		{
			eyebrow: 'Identity',
			heading: 'Look the part everywhere',
			text: 'A visual system that works as well on a shop sign as on a phone screen, documented so anyone can use it.',
			bullets: [
				'Logo, colour and typography',
				'Illustration and photography style',
				'Brand guidelines and templates',
			],
			image: 'abstract-1',
		},
		{
			eyebrow: 'Websites',
			heading: 'A site that earns its keep',
			text: 'We design and build on WordPress with the block editor, so your team can publish without a developer.',
			bullets: [
				'Content design and prototyping',
				'Accessible, fast front ends',
				'Training and twelve months of support',
			],
			image: 'device-1',
			button: { text: 'See website projects', url: '#work' },
		},
	],
};

const process = {
	kind: 'features',
	anchor: 'process',
	variant: 'numbered',
	tone: 'light',
	eyebrow: 'Process',
	heading: 'How a project runs',
	items: [
		{
			title: 'Discover',
			text: 'Two weeks of listening: workshops, interviews and a look at everything you have made so far.',
		},
		{
			title: 'Define',
			text: 'We agree on the problem, the audience and what success looks like before anyone opens a design tool.',
		},
		{
			title: 'Design',
			text: 'Weekly rounds of work you can click through, with decisions recorded as we go.',
		},
		{
			title: 'Deliver',
			text: 'Launch, training and a tidy hand-over, then a check-in after ninety days to see how it is going.',
		},
	],
};

const faq = {
	kind: 'faq',
	anchor: 'faq',
	layout: 'split',
	eyebrow: 'Questions',
	heading: 'Before you get in touch',
	text: 'Straight answers to what clients ask us most often.',
	items: [
		{
			q: 'How much does a project cost?',
			a: 'Most brand projects start at £18,000 and most websites at £24,000. We send a fixed quote after a free first call.',
		},
		{
			q: 'How long does it take?',
			a: 'A brand identity takes eight to ten weeks; a website usually twelve to sixteen, depending on content.',
		},
		{
			q: 'Do you work with clients outside the UK?',
			a: 'Yes. About a third of our clients are abroad, and we plan workshops around your time zone.',
		},
		{
			q: 'Can you work with our in-house team?',
			a: 'We love to. Many projects are run jointly, with your designers or developers in our weekly reviews.',
		},
	],
};

const workTitle = {
	kind: 'pageTitle',
	eyebrow: 'Work',
	heading: 'Projects we are proud of',
	text: 'A few recent collaborations with clubs, start-ups, makers and public institutions.',
};

const workGrid = {
	kind: 'cards',
	items: workCards,
};

const workQuote = {
	kind: 'testimonials',
	variant: 'pullquote',
	tone: 'light',
	items: [
		{
			quote: 'The best compliment we get is that the new library looks like it was always meant to be this way.',
			name: 'Graham Holt',
			role: 'Service Manager, Northgate Library',
		},
	],
};

const contactTitle = {
	kind: 'pageTitle',
	eyebrow: 'Contact',
	heading: 'Let us hear about it',
	text: 'Send a few lines about your organisation and what you need. A founder will reply, usually within a day.',
};

const contact = {
	kind: 'contact',
	heading: 'Visit the studio',
	text: 'We are a short walk from Temple Meads station. The kettle is always on.',
	details: [
		{ label: 'Studio', lines: [ '14 Quayside Lane', 'Bristol BS1 4RN' ] },
		{
			label: 'New projects',
			lines: [ 'hello@example.com', '+44 117 496 0321' ],
		},
		{ label: 'Careers', lines: [ 'jobs@example.com' ] },
		{ label: 'Hours', lines: [ 'Mon–Fri, 9:00–17:30' ] },
	],
	buttons: [ { text: 'Email the studio', url: 'mailto:hello@example.com' } ],
	image: 'map-1',
};

export default {
	slug: 'harbor-agency',
	name: 'Harbor - Creative Agency',
	description:
		'A complete site for a small brand and web studio: a confident split hero, services, selected work, client stories and a friendly contact page. Clean navy and coral palette with generous white space.',
	plan: 'free',
	price: 0,
	categories: [ 'agency' ],
	tags: [ 'portfolio', 'services', 'team', 'minimal' ],
	featured: true,
	platforms: [ 'gutenberg', 'elementor' ],
	palette: {
		primary: '#1f4e79',
		accent: '#ff7a59',
		dark: '#0f2238',
		light: '#eef3f8',
		text: '#142233',
		background: '#ffffff',
	},
	fonts: {
		heading: { family: 'Fira Sans', weight: '700' },
		body: { family: 'Manrope', weight: '400' },
	},
	rating: 4.7,
	rating_count: 38,
	downloads: 2140,
	favourite_count: 164,
	thumbnails: [ 'home', 'services', 'work' ],
	items: [
		{
			suffix: 'header',
			name: 'Header',
			type: 'block',
			template_type: 'header',
			tags: [ 'header', 'navigation', 'minimal' ],
			description:
				'A slim header with the studio name, four links and a call-to-action button.',
			sections: [ header ],
		},
		{
			suffix: 'footer',
			name: 'Footer',
			type: 'block',
			template_type: 'footer',
			tags: [ 'footer', 'dark', 'contact' ],
			description:
				'A dark four-column footer with links to every page and section and the studio address.',
			sections: [ footer ],
		},
		{
			suffix: 'hero',
			name: 'Hero',
			type: 'block',
			template_type: 'hero',
			tags: [ 'hero', 'minimal' ],
			featured: true,
			description:
				'Split hero with a bold promise, two buttons and an abstract illustration.',
			sections: [ hero ],
		},
		{
			suffix: 'services',
			name: 'Services',
			type: 'block',
			template_type: 'features',
			tags: [ 'services', 'features', 'cards' ],
			description:
				'Four service cards with icons under a short introduction.',
			sections: [ services ],
			dependencies: [ 'stencilbox-demo-helper' ],
		},
		{
			suffix: 'testimonials',
			name: 'Testimonials',
			type: 'block',
			template_type: 'testimonials',
			tags: [ 'testimonials', 'cards' ],
			description: 'Three client quotes on soft cards with star ratings.',
			sections: [ testimonials ],
		},
		{
			suffix: 'cta',
			name: 'Call to Action',
			type: 'block',
			template_type: 'call-to-action',
			tags: [ 'call-to-action', 'contact' ],
			description:
				'A rounded navy panel inviting visitors to start a project or book a call.',
			sections: [ cta ],
		},
		{
			suffix: 'home',
			name: 'Home',
			type: 'page',
			template_type: 'home',
			tags: [ 'hero', 'services', 'portfolio', 'testimonials' ],
			featured: true,
			description:
				'The studio home page: hero, client logos, services, numbers, recent work, testimonials and a closing call to action.',
			sections: [ hero, logos, services, stats, work, testimonials, cta ],
			dependencies: [ 'stencilbox-demo-helper' ],
		},
		{
			suffix: 'about',
			name: 'About',
			type: 'page',
			template_type: 'about',
			tags: [ 'about', 'team' ],
			description:
				'The story of the studio, its founders, the team and the values it works by.',
			sections: [ aboutTitle, story, values, team, cta ],
		},
		{
			suffix: 'services-page',
			name: 'Services Page',
			type: 'page',
			template_type: 'services',
			tags: [ 'services', 'process', 'faq' ],
			description:
				'Services in alternating image rows, a four-step process and common questions.',
			sections: [ servicesTitle, servicesRows, process, faq, cta ],
		},
		{
			suffix: 'work',
			name: 'Work',
			type: 'page',
			template_type: 'portfolio',
			tags: [ 'portfolio', 'grid' ],
			description: 'A six-project portfolio grid and a client quote.',
			sections: [ workTitle, workGrid, workQuote, cta ],
		},
		{
			suffix: 'contact',
			name: 'Contact',
			type: 'page',
			template_type: 'contact-page',
			tags: [ 'contact', 'map', 'faq' ],
			description:
				'Studio address, email and hours beside a map, followed by answers to common questions.',
			sections: [ contactTitle, contact, faq ],
		},
	],
};
