/**
 * Sterling & Vale - Law Firm: a mid-sized Boston practice.
 */

const header = {
	kind: 'header',
	brand: 'Sterling & Vale',
	links: [ 'Practice areas', 'Attorneys', 'Results', 'Insights' ],
	cta: { text: 'Free consultation', url: '#consultation' },
};

const hero = {
	kind: 'hero',
	variant: 'cover',
	align: 'left',
	image: 'building-3',
	dim: 80,
	eyebrow: 'Sterling & Vale LLP · Boston',
	heading: 'Clear advice when the stakes are high',
	text: 'For forty years we have represented families, founders and employees across Massachusetts in the disputes that shape their lives.',
	buttons: [
		{ text: 'Book a free consultation', url: '#consultation' },
		{ text: 'Our practice areas', url: '#practice-areas', outline: true },
	],
	minHeight: 600,
};

const practice = {
	kind: 'features',
	variant: 'cards',
	eyebrow: 'Practice areas',
	heading: 'How we can help',
	text: 'Six focused practices, each led by a partner with at least fifteen years in the field.',
	items: [
		{
			icon: 'icon-people',
			title: 'Employment law',
			text: 'Wrongful termination, discrimination, non-competes and severance negotiations.',
			link: 'Employment law',
			url: '#practice-areas',
		},
		{
			icon: 'icon-heart',
			title: 'Family law',
			text: 'Divorce, custody and support, handled with discretion and a focus on resolution.',
			link: 'Family law',
			url: '#practice-areas',
		},
		{
			icon: 'icon-home',
			title: 'Real estate',
			text: 'Purchases, landlord and tenant disputes, zoning appeals and title issues.',
			link: 'Real estate',
			url: '#practice-areas',
		},
		{
			icon: 'icon-scale',
			title: 'Business disputes',
			text: 'Partnership breakdowns, contract claims and shareholder litigation.',
			link: 'Business disputes',
			url: '#practice-areas',
		},
		{
			icon: 'icon-shield',
			title: 'Estate planning',
			text: 'Wills, trusts and probate that protect what you have built for the next generation.',
			link: 'Estate planning',
			url: '#practice-areas',
		},
		{
			icon: 'icon-globe',
			title: 'Immigration',
			text: 'Work visas, green cards and citizenship for individuals and employers.',
			link: 'Immigration',
			url: '#practice-areas',
		},
	],
};

const results = {
	kind: 'stats',
	anchor: 'results',
	tone: 'dark',
	eyebrow: 'Results',
	heading: 'Four decades of standing up for clients',
	items: [
		{ value: '$240M', label: 'Recovered for clients' },
		{ value: '40', label: 'Years in practice' },
		{ value: '3,100+', label: 'Matters resolved' },
		{ value: '18', label: 'Attorneys' },
	],
};

const attorneys = {
	kind: 'team',
	anchor: 'attorneys',
	eyebrow: 'Attorneys',
	heading: 'Experienced counsel, personally involved',
	members: [
		{
			name: 'Margaret Sterling',
			role: 'Managing partner',
			image: 'portrait-1',
			bio: 'Employment litigation. Harvard Law, admitted 1992.',
		},
		{
			name: 'Andre Vale',
			role: 'Partner',
			image: 'portrait-2',
			bio: 'Business disputes and arbitration. Boston College Law.',
		},
		{
			name: 'Naomi Feldman',
			role: 'Partner',
			image: 'portrait-3',
			bio: 'Family law and mediation. Northeastern Law.',
		},
		{
			name: 'Rahul Mehta',
			role: 'Senior associate',
			image: 'portrait-4',
			bio: 'Immigration and estate planning. Suffolk Law.',
		},
	],
};

const quote = {
	kind: 'testimonials',
	variant: 'pullquote',
	tone: 'light',
	items: [
		{
			quote: 'They explained every option in plain English and never once made me feel rushed. I slept properly for the first time in months.',
			name: 'Former client',
			role: 'Employment matter, 2024',
		},
	],
};

const contact = {
	kind: 'contact',
	anchor: 'consultation',
	eyebrow: 'Consultations',
	heading: 'Talk to a lawyer this week',
	text: 'Your first thirty-minute consultation is free and confidential, in person or by video.',
	details: [
		{
			label: 'Office',
			lines: [ '200 State Street, Suite 1400', 'Boston, MA 02109' ],
		},
		{ label: 'Phone', lines: [ '(617) 555-0190' ] },
		{ label: 'Email', lines: [ 'intake@example.com' ] },
		{ label: 'Hours', lines: [ 'Mon–Fri 8:30 am–6 pm' ] },
	],
	boxTitle: 'What to expect',
	boxText:
		'In your first meeting we listen, explain where you stand and outline your options, with a clear estimate of costs.',
	boxList: [
		'A conflict check before we meet',
		'An honest view of your case',
		'Fees explained in writing',
	],
	buttons: [
		{
			text: 'Request a consultation',
			url: 'mailto:intake@example.com?subject=Consultation',
		},
	],
};

const cta = {
	kind: 'cta',
	variant: 'split',
	tone: 'primary',
	heading: 'Not sure where you stand?',
	text: 'A short, free conversation is often enough to know your next step.',
	buttons: [ { text: 'Call (617) 555-0190', url: 'tel:+16175550190' } ],
};

const footer = {
	kind: 'footer',
	brand: 'Sterling & Vale',
	text: 'Attorneys at law serving Massachusetts since 1985.',
	columns: [
		{
			title: 'Practice',
			links: [
				'Practice areas',
				'Common questions',
				{ text: 'Free consultation', url: '#consultation' },
			],
		},
		{
			title: 'Firm',
			links: [ 'About the firm', 'Attorneys', 'Results', 'Insights' ],
		},
		{
			title: 'Office',
			lines: [
				'200 State Street, Suite 1400',
				'Boston, MA 02109',
				'(617) 555-0190',
			],
		},
	],
	legal: '© 2025 Sterling & Vale LLP. Attorney advertising. Prior results do not guarantee a similar outcome.',
	social: false,
};

const aboutTitle = {
	kind: 'pageTitle',
	eyebrow: 'The firm',
	heading: 'Independent since 1985',
	text: 'Sterling & Vale is a mid-sized firm with a simple idea: the partner you hire is the partner who handles your case.',
};

const history = {
	kind: 'timeline',
	heading: 'Our history',
	items: [
		{
			year: '1985',
			title: 'Two lawyers, one room',
			text: 'Eleanor Sterling and Thomas Vale open an office above a bakery on Tremont Street.',
		},
		{
			year: '1998',
			title: 'A landmark employment ruling',
			text: 'The firm wins a state appeals case that still shapes how non-compete agreements are read.',
		},
		{
			year: '2010',
			title: 'Family law and mediation',
			text: 'Naomi Feldman joins and builds one of the region’s most respected family practices.',
		},
		{
			year: '2025',
			title: 'Eighteen attorneys, same promise',
			text: 'Now on State Street, still independent and still answering our own phones.',
		},
	],
};

const principles = {
	kind: 'features',
	variant: 'numbered',
	tone: 'light',
	heading: 'How we work with clients',
	items: [
		{
			title: 'Plain language',
			text: 'You will always understand what we are doing, why, and what it will cost.',
		},
		{
			title: 'Partner-led',
			text: 'A partner stays responsible for your matter from the first meeting to the last.',
		},
		{
			title: 'Resolution first',
			text: 'We prepare every case for trial, and settle when it serves you better.',
		},
	],
};

const servicesTitle = {
	kind: 'pageTitle',
	eyebrow: 'Practice areas',
	heading: 'Focused expertise, personal attention',
	text: 'Whether you are facing a dispute or planning ahead, we bring deep experience and a steady hand.',
};

const practiceRows = {
	kind: 'alternating',
	rows: [
		{
			eyebrow: 'For individuals',
			heading: 'Employment and family matters',
			text: 'When work or family life goes wrong, you need someone on your side who has seen it before.',
			bullets: [
				'Severance and settlement negotiations',
				'Discrimination and retaliation claims',
				'Divorce, custody and mediation',
			],
			image: 'people-1',
		},
		{
			eyebrow: 'For businesses',
			heading: 'Disputes and transactions',
			text: 'Practical counsel for owners and boards, from a single contract to a full trial.',
			bullets: [
				'Partnership and shareholder disputes',
				'Commercial leases and property',
				'Employer compliance and visas',
			],
			image: 'building-2',
		},
		{
			eyebrow: 'For the future',
			heading: 'Estates and planning',
			text: 'Thoughtful plans that keep decisions in your family’s hands.',
			bullets: [
				'Wills and revocable trusts',
				'Powers of attorney and health proxies',
				'Probate administration',
			],
			image: 'building-1',
		},
	],
};

const faq = {
	kind: 'faq',
	anchor: 'common-questions',
	heading: 'Common questions',
	items: [
		{
			q: 'How much will my case cost?',
			a: 'It depends on the matter. Many employment cases are handled on contingency; other work is billed hourly or at a flat fee agreed in writing.',
		},
		{
			q: 'Do you offer video consultations?',
			a: 'Yes. Most first meetings take place by video, and documents can be signed electronically.',
		},
		{
			q: 'Is what I tell you confidential?',
			a: 'Yes. Everything you share in a consultation is protected, even if you decide not to hire us.',
		},
	],
};

const contactTitle = {
	kind: 'pageTitle',
	eyebrow: 'Contact',
	heading: 'Start with a conversation',
	text: 'Tell us briefly what is happening. An attorney will call you back within one business day.',
};

const insightsTitle = {
	kind: 'pageTitle',
	eyebrow: 'Insights',
	heading: 'Legal updates in plain English',
	text: 'Short articles from our attorneys on changes in Massachusetts law and what they mean for you.',
};

const posts = {
	kind: 'posts',
	perPage: 6,
	more: 'Continue reading',
	empty: 'New insights are published every month.',
	articles: [
		{
			image: 'building-2',
			meta: 'Real estate · 5 min read',
			title: 'Buying a condominium: read the master deed first',
			text: 'The unit is only part of what you buy. The master deed and bylaws decide what you may change and what you will pay for.',
			date: '2025-05-08',
			body: [
				'Before you sign a purchase and sale agreement, ask for the master deed, the bylaws and the last two years of the association’s budgets.',
				{ heading: 'What to look for' },
				'Rules on rentals and pets, the size of the reserve fund, and any special assessment the trustees have already voted on.',
			],
		},
		{
			image: 'people-1',
			meta: 'Family law · 6 min read',
			title: 'Mediation or court: choosing how to settle a divorce',
			text: 'Most divorces in Massachusetts settle without a trial. How you get there shapes the cost, the time and the mood afterwards.',
			date: '2025-04-24',
			body: [
				'In mediation a neutral mediator helps both of you reach an agreement; each of you can still have your own attorney review it.',
				{ heading: 'When court makes sense' },
				'Where there is a safety concern, hidden assets or a partner who will not take part in good faith, a judge’s decision may be the only fair route.',
			],
		},
		{
			image: 'building-1',
			meta: 'Business · 4 min read',
			title: 'Five clauses every small-business lease needs',
			text: 'A commercial lease is negotiable. These five clauses protect a growing business more than a lower rent ever will.',
			date: '2025-04-10',
			body: [
				'Renewal options, the right to assign or sublet, a cap on common-area charges, who repairs what, and what happens if the building is sold.',
				{ heading: 'Ask before you sign' },
				'Landlords expect questions. A short review before signing costs far less than a dispute five years into a ten-year term.',
			],
		},
	],
};

export default {
	slug: 'sterling-vale-law',
	name: 'Sterling & Vale - Law Firm',
	description:
		'A trustworthy, understated site for a law firm or professional practice: dark cover hero, practice areas, results, attorney profiles, firm history, insights and a consultation page. Ink navy and brass.',
	plan: 'pro',
	price: 49,
	categories: [ 'legal', 'business' ],
	tags: [ 'law', 'services', 'team', 'elegant' ],
	featured: false,
	platforms: [ 'gutenberg' ],
	palette: {
		primary: '#1c2b39',
		accent: '#b08d57',
		dark: '#111b24',
		light: '#f4f1ec',
		text: '#1c2b39',
		background: '#ffffff',
	},
	fonts: {
		heading: { family: 'Roboto Slab', weight: '500' },
		body: { family: 'Fira Sans', weight: '400' },
	},
	rating: 4.5,
	rating_count: 14,
	downloads: 540,
	favourite_count: 61,
	thumbnails: [ 'home', 'practice-areas', 'about' ],
	items: [
		{
			suffix: 'header',
			name: 'Header',
			type: 'block',
			template_type: 'header',
			tags: [ 'header', 'navigation' ],
			description:
				'A firm header with name, four links and a consultation button.',
			sections: [ header ],
		},
		{
			suffix: 'footer',
			name: 'Footer',
			type: 'block',
			template_type: 'footer',
			tags: [ 'footer', 'dark' ],
			description:
				'A dark footer with practice links, office address and the attorney-advertising notice.',
			sections: [ footer ],
		},
		{
			suffix: 'hero',
			name: 'Hero',
			type: 'block',
			template_type: 'hero',
			tags: [ 'hero', 'cover', 'law' ],
			description:
				'A left-aligned cover hero over a classical building with a dark overlay.',
			sections: [ hero ],
		},
		{
			suffix: 'practice',
			name: 'Practice Areas',
			type: 'block',
			template_type: 'features',
			tags: [ 'services', 'cards', 'law' ],
			featured: true,
			description: 'Six practice-area cards with icons and links.',
			sections: [ practice ],
			dependencies: [ 'stencilbox-demo-helper' ],
		},
		{
			suffix: 'attorneys',
			name: 'Attorneys',
			type: 'block',
			template_type: 'team',
			tags: [ 'team', 'law' ],
			description: 'Four attorney profiles with roles and credentials.',
			sections: [ attorneys ],
		},
		{
			suffix: 'results',
			name: 'Results',
			type: 'block',
			template_type: 'statistics',
			tags: [ 'statistics', 'dark' ],
			description: 'Four headline numbers on a dark band.',
			sections: [ results ],
		},
		{
			suffix: 'consultation',
			name: 'Consultation',
			type: 'block',
			template_type: 'contact',
			tags: [ 'contact', 'law' ],
			description:
				'Office details beside a card explaining what happens in a first meeting.',
			sections: [ contact ],
		},
		{
			suffix: 'home',
			name: 'Home',
			type: 'page',
			template_type: 'home',
			tags: [ 'law', 'services', 'team' ],
			description:
				'The firm home page: cover hero, practice areas, results, attorneys, a client quote and consultation details.',
			sections: [ hero, practice, results, attorneys, quote, contact ],
			dependencies: [ 'stencilbox-demo-helper' ],
		},
		{
			suffix: 'about',
			name: 'About the Firm',
			type: 'page',
			template_type: 'about',
			tags: [ 'about', 'timeline', 'team' ],
			description:
				'Firm history as a timeline, working principles and the attorneys.',
			sections: [ aboutTitle, history, principles, attorneys, cta ],
		},
		{
			suffix: 'practice-areas',
			name: 'Practice Areas Page',
			type: 'page',
			template_type: 'services',
			tags: [ 'services', 'faq', 'law' ],
			description:
				'Practice groups in alternating rows, all six areas and common questions.',
			sections: [ servicesTitle, practiceRows, practice, faq, cta ],
			dependencies: [ 'stencilbox-demo-helper' ],
		},
		{
			suffix: 'contact',
			name: 'Contact',
			type: 'page',
			template_type: 'contact-page',
			tags: [ 'contact', 'faq' ],
			description:
				'Consultation details, what to expect and answers about fees and confidentiality.',
			sections: [ contactTitle, contact, faq ],
		},
		{
			suffix: 'insights',
			name: 'Insights',
			type: 'page',
			template_type: 'blog',
			tags: [ 'blog' ],
			description:
				'A blog index for legal updates with a three-column grid and a call to action.',
			sections: [ insightsTitle, posts, cta ],
		},
	],
};
