/**
 * Lumen - SaaS Product Launch: product analytics for small teams.
 */

const header = {
	kind: 'header',
	brand: 'Lumen',
	links: [ 'Features', 'Pricing', 'Blog', 'Contact' ],
	cta: { text: 'Start free trial', url: '#pricing' },
};

const hero = {
	kind: 'hero',
	variant: 'centered',
	eyebrow: 'New · Weekly reports in your inbox',
	heading: 'Product analytics your whole team can read',
	text: 'Lumen turns raw events into plain answers: who uses what, where people get stuck and which changes actually moved the numbers.',
	buttons: [
		{ text: 'Start free trial', url: '#pricing' },
		{ text: 'Take the two-minute tour', url: '#features', outline: true },
	],
	note: 'Free for 14 days. No credit card needed.',
	image: 'device-1',
};

const logos = {
	kind: 'logos',
	heading: 'Helping 2,500 product teams ship with confidence',
	logos: [ 'logo-2', 'logo-3', 'logo-7', 'logo-9', 'logo-10' ],
};

const features = {
	kind: 'features',
	variant: 'cards',
	eyebrow: 'Features',
	heading: 'Everything you need, nothing you will not use',
	text: 'Lumen does a few things very well, so you spend your time on the product rather than on the analytics tool.',
	items: [
		{
			icon: 'icon-chart',
			title: 'Funnels in seconds',
			text: 'Pick the steps, see where people drop off and compare any two releases side by side.',
		},
		{
			icon: 'icon-clock',
			title: 'Retention you can trust',
			text: 'Cohorts that account for time zones, trials and paused accounts, so the curve means something.',
		},
		{
			icon: 'icon-bolt',
			title: 'Alerts that matter',
			text: 'Get a message when a key metric moves beyond its normal range, not every time it twitches.',
		},
		{
			icon: 'icon-lock',
			title: 'Private by design',
			text: 'No cookies, no fingerprinting and EU hosting by default. Personal data never leaves your account.',
		},
		{
			icon: 'icon-people',
			title: 'Built for the whole team',
			text: 'Shareable dashboards written in plain language that designers and support staff can read too.',
		},
		{
			icon: 'icon-layers',
			title: 'Fits your stack',
			text: 'Send events from your app, your warehouse or one of forty integrations in about five minutes.',
		},
	],
};

const stats = {
	kind: 'stats',
	tone: 'primary',
	heading: 'Teams see results in the first month',
	items: [
		{ value: '5 min', label: 'Average setup time' },
		{ value: '31%', label: 'Fewer support tickets' },
		{ value: '2,500', label: 'Teams on Lumen' },
		{ value: '99.95%', label: 'Uptime last year' },
	],
};

const testimonials = {
	kind: 'testimonials',
	anchor: 'customers',
	variant: 'cards',
	tone: 'light',
	eyebrow: 'Customers',
	heading: 'Loved by product people',
	items: [
		{
			quote: 'We replaced two tools and a weekly spreadsheet with Lumen. Our Monday meeting is now about decisions, not numbers.',
			name: 'Anika Brandt',
			role: 'Head of Product, Parallel',
		},
		{
			quote: 'The retention view showed us that onboarding email three was losing people. We fixed it in an afternoon.',
			name: 'Jonah Whitfield',
			role: 'Founder, Kitestring',
		},
		{
			quote: 'Setup took less time than the sales call we never had to book. It just works.',
			name: 'Lucía Romero',
			role: 'Engineering Lead, Northgate',
		},
	],
};

const plans = [
	{
		name: 'Free',
		price: '$0',
		period: '/month',
		text: 'For side projects and early experiments.',
		features: [
			'Up to 10,000 events a month',
			'Funnels and retention',
			'30 days of history',
			'Community support',
		],
		button: 'Start for free',
		url: '#contact',
	},
	{
		name: 'Team',
		price: '$49',
		period: '/month',
		text: 'For growing products with a team behind them.',
		features: [
			'Up to 1 million events a month',
			'Unlimited dashboards',
			'Alerts and weekly reports',
			'Two years of history',
			'Email support',
		],
		button: 'Start free trial',
		url: '#contact',
		featured: true,
		badge: 'Most popular',
	},
	{
		name: 'Business',
		price: '$199',
		period: '/month',
		text: 'For companies with several products or strict compliance needs.',
		features: [
			'Up to 10 million events a month',
			'Single sign-on and audit log',
			'Data warehouse sync',
			'Dedicated success manager',
		],
		button: 'Talk to sales',
		url: 'mailto:sales@example.com',
	},
];

const pricing = {
	kind: 'pricing',
	eyebrow: 'Pricing',
	heading: 'Simple plans that grow with you',
	text: 'Every plan includes every core feature. Pay for the events you send, not for seats.',
	plans,
	note: 'Prices in US dollars, billed monthly. Save two months with yearly billing.',
};

const faq = {
	kind: 'faq',
	anchor: 'faq',
	eyebrow: 'FAQ',
	heading: 'Questions, answered',
	items: [
		{
			q: 'What counts as an event?',
			a: 'Any action you send to Lumen, such as a page view, a sign-up or a button click. Identifying a user is free.',
		},
		{
			q: 'What happens if I go over my plan?',
			a: 'Nothing breaks. We keep collecting data and let you know, and you can upgrade or trim events before the next bill.',
		},
		{
			q: 'Where is my data stored?',
			a: 'In Frankfurt by default, or in Virginia if you prefer. Both regions are certified to ISO 27001.',
		},
		{
			q: 'Can I cancel at any time?',
			a: 'Yes. Export everything in one click and cancel from your billing page. There are no contracts on monthly plans.',
		},
	],
};

const cta = {
	kind: 'cta',
	variant: 'band',
	tone: 'dark',
	heading: 'See your product clearly',
	text: 'Start a free trial today and have your first dashboard before lunch.',
	buttons: [
		{ text: 'Start free trial', url: '#pricing' },
		{ text: 'Book a demo', url: '#contact', outline: true },
	],
};

const footer = {
	kind: 'footer',
	tone: 'dark',
	brand: 'Lumen',
	text: 'Product analytics for teams who would rather be building.',
	columns: [
		{
			title: 'Product',
			links: [ 'Features', 'Pricing', 'Compare plans' ],
		},
		{
			title: 'Company',
			links: [ 'Customers', 'Blog' ],
		},
		{
			title: 'Support',
			links: [ 'FAQ', 'Contact' ],
		},
	],
	legal: '© 2025 Lumen Analytics, Inc.',
	social: false,
};

const featuresTitle = {
	kind: 'pageTitle',
	eyebrow: 'Product',
	heading: 'From first event to clear answer',
	text: 'A tour of how Lumen collects, explains and shares what is happening in your product.',
};

const featureRows = {
	kind: 'alternating',
	rows: [
		{
			eyebrow: 'Collect',
			heading: 'One snippet, every platform',
			text: 'Add Lumen to your web app, mobile app or back end with a few lines of code. Events arrive within seconds.',
			bullets: [
				'SDKs for JavaScript, iOS, Android and Python',
				'Server-side and warehouse imports',
				'Automatic page and screen views',
			],
			image: 'device-1',
		},
		{
			eyebrow: 'Explain',
			heading: 'Answers without writing queries',
			text: 'Ask questions with a few clicks. Lumen picks the right chart and explains what changed in plain English.',
			bullets: [
				'Funnels, retention and paths',
				'Compare releases and segments',
				'Notes on every chart',
			],
			image: 'abstract-1',
		},
		{
			eyebrow: 'Share',
			heading: 'Keep everyone in the loop',
			text: 'Dashboards, weekly email reports and alerts in the tools your team already uses.',
			bullets: [
				'Slack and Microsoft Teams alerts',
				'Public or password-protected links',
				'Scheduled PDF reports',
			],
			image: 'people-1',
			button: { text: 'Ask about your tools', url: '#contact' },
		},
	],
};

const pricingTitle = {
	kind: 'pageTitle',
	tone: 'base',
	eyebrow: 'Pricing',
	heading: 'Pay for what you track',
	text: 'Start free, upgrade when your product grows. No seat licences, no setup fees.',
};

const pricingPlans = {
	...pricing,
	eyebrow: undefined,
	heading: undefined,
	text: undefined,
};

const compare = {
	kind: 'table',
	anchor: 'compare-plans',
	tone: 'light',
	heading: 'Compare plans',
	head: [ 'Feature', 'Free', 'Team', 'Business' ],
	rows: [
		[ 'Events per month', '10,000', '1 million', '10 million' ],
		[ 'Data history', '30 days', '2 years', '5 years' ],
		[ 'Dashboards', '3', 'Unlimited', 'Unlimited' ],
		[ 'Alerts and weekly reports', '—', 'Included', 'Included' ],
		[ 'Single sign-on', '—', '—', 'Included' ],
		[ 'Support', 'Community', 'Email', 'Dedicated manager' ],
	],
};

const blogTitle = {
	kind: 'pageTitle',
	eyebrow: 'Blog',
	heading: 'Notes on building better products',
	text: 'Practical essays on analytics, experiments and product craft from the Lumen team.',
};

const posts = {
	kind: 'posts',
	perPage: 6,
	more: 'Read the article',
	articles: [
		{
			image: 'abstract-2',
			meta: 'Guides · 6 min read',
			title: 'The three metrics every early product needs',
			text: 'Before dashboards and data teams, there are three numbers that tell you whether you are on the right track.',
			date: '2025-06-18',
			body: [
				'The first is activation: the share of new sign-ups who reach the moment your product was built for. Define that moment in one sentence, then count it every week.',
				{ heading: 'Retention before growth' },
				'The second is week-four retention. If people do not come back a month later, more traffic only fills a leaking bucket faster.',
				'The third is time to value: how long it takes a new user to get there. Shorten it and the other two numbers usually follow.',
			],
		},
		{
			image: 'device-2',
			meta: 'Product · 4 min read',
			title: 'How we rebuilt retention charts',
			text: 'Why cohort charts lie when trials and pauses are ignored, and what we changed to make ours honest.',
			date: '2025-06-04',
			body: [
				'Our old chart counted a paused subscription as churn and a free trial as a customer. Both flattered nobody and misled everyone.',
				{ heading: 'What changed' },
				'Cohorts now start at the first paid day, pauses are shown as their own band, and every point links to the accounts behind it.',
				'The lines are less dramatic than before. They are also the first ones our finance team stopped arguing with.',
			],
		},
		{
			image: 'people-1',
			meta: 'Stories · 5 min read',
			title: 'Kitestring halved churn in a quarter',
			text: 'A small team, one funnel and a single onboarding email that was quietly losing new users.',
			date: '2025-05-21',
			body: [
				'Kitestring sells scheduling software to dental practices. Their trial numbers were healthy; their second month was not.',
				{ heading: 'One email' },
				'The funnel showed where people stopped: the day-three email asked them to invite colleagues before they had booked a single patient.',
				'They moved the invitation to day ten and replaced it with a two-minute booking guide. Churn fell by half over the next quarter.',
			],
		},
	],
};

const newsletter = {
	kind: 'newsletter',
	eyebrow: 'Newsletter',
	heading: 'One useful email a month',
	text: 'New articles, product updates and the occasional chart we could not stop thinking about.',
	buttons: [
		{
			text: 'Subscribe',
			url: 'mailto:newsletter@example.com?subject=Subscribe',
		},
	],
	note: 'No spam. Unsubscribe with one click.',
};

const contactTitle = {
	kind: 'pageTitle',
	eyebrow: 'Contact',
	heading: 'Talk to a human',
	text: 'Questions about plans, security or a migration? Our team is based in Berlin and Toronto and replies within one working day.',
};

const contact = {
	kind: 'contact',
	heading: 'Ways to reach us',
	details: [
		{ label: 'Sales', lines: [ 'sales@example.com', '+1 (416) 555-0175' ] },
		{
			label: 'Support',
			lines: [ 'support@example.com', 'Mon–Fri, 8am–8pm CET' ],
		},
		{ label: 'Berlin', lines: [ 'Torstraße 110', '10119 Berlin' ] },
		{ label: 'Toronto', lines: [ '220 King St W', 'Toronto, ON M5H 1K4' ] },
	],
	boxTitle: 'Book a 30-minute demo',
	boxText:
		'A product specialist will walk you through Lumen with your own use case in mind.',
	boxList: [
		'A tour tailored to your product',
		'Help planning your events',
		'Answers on security and compliance',
	],
	buttons: [ { text: 'Book a demo', url: 'mailto:sales@example.com' } ],
};

export default {
	slug: 'lumen-saas',
	name: 'Lumen - SaaS Product Launch',
	description:
		'A launch-ready site for a software product: centred hero with an app screenshot, customer logos, feature grid, metrics, pricing with a comparison table, FAQ and a blog. Crisp indigo and teal with plenty of air.',
	plan: 'pro',
	price: 59,
	categories: [ 'saas' ],
	tags: [ 'startup', 'app', 'pricing', 'features', 'landing' ],
	featured: true,
	platforms: [ 'gutenberg', 'elementor' ],
	palette: {
		primary: '#5b4bdb',
		accent: '#19c3a6',
		dark: '#141338',
		light: '#f1f0fd',
		text: '#1c1b3a',
		background: '#ffffff',
	},
	fonts: {
		heading: { family: 'Manrope', weight: '800' },
		body: { family: 'Manrope', weight: '400' },
	},
	rating: 4.9,
	rating_count: 46,
	downloads: 1320,
	favourite_count: 211,
	thumbnails: [ 'home', 'pricing-page', 'features-page' ],
	items: [
		{
			suffix: 'header',
			name: 'Header',
			type: 'block',
			template_type: 'header',
			tags: [ 'header', 'navigation', 'startup' ],
			description:
				'A product header with logo, four links and a trial button.',
			sections: [ header ],
		},
		{
			suffix: 'footer',
			name: 'Footer',
			type: 'block',
			template_type: 'footer',
			tags: [ 'footer', 'dark' ],
			description:
				'A dark four-column footer with product, company and support links.',
			sections: [ footer ],
		},
		{
			suffix: 'hero',
			name: 'Hero',
			type: 'block',
			template_type: 'hero',
			tags: [ 'hero', 'app', 'startup' ],
			featured: true,
			description:
				'A centred launch hero with announcement label, two buttons, a trial note and a wide app screenshot.',
			sections: [ hero ],
		},
		{
			suffix: 'features',
			name: 'Features',
			type: 'block',
			template_type: 'features',
			tags: [ 'features', 'cards', 'grid' ],
			description: 'Six feature cards with icons in a responsive grid.',
			sections: [ features ],
			dependencies: [ 'stencilbox-demo-helper' ],
		},
		{
			suffix: 'pricing',
			name: 'Pricing',
			type: 'block',
			template_type: 'pricing',
			tags: [ 'pricing', 'cards' ],
			featured: true,
			description:
				'Three plans with a highlighted middle tier and feature lists.',
			sections: [ pricing ],
		},
		{
			suffix: 'testimonials',
			name: 'Testimonials',
			type: 'block',
			template_type: 'testimonials',
			tags: [ 'testimonials', 'clients' ],
			description: 'Three customer quotes on cards with star ratings.',
			sections: [ testimonials ],
		},
		{
			suffix: 'faq',
			name: 'FAQ',
			type: 'block',
			template_type: 'faq',
			tags: [ 'faq', 'accordion' ],
			description:
				'Four expandable questions and answers, the first one open.',
			sections: [ faq ],
		},
		{
			suffix: 'home',
			name: 'Home',
			type: 'page',
			template_type: 'home',
			tags: [ 'startup', 'features', 'pricing', 'testimonials' ],
			featured: true,
			description:
				'A complete product home page from hero to closing call to action.',
			sections: [
				hero,
				logos,
				features,
				stats,
				testimonials,
				pricing,
				faq,
				cta,
			],
			dependencies: [ 'stencilbox-demo-helper' ],
		},
		{
			suffix: 'features-page',
			name: 'Features Page',
			type: 'page',
			template_type: 'services',
			tags: [ 'features', 'app' ],
			description:
				'The product tour: collect, explain and share, in alternating rows.',
			sections: [ featuresTitle, featureRows, features, cta ],
			dependencies: [ 'stencilbox-demo-helper' ],
		},
		{
			suffix: 'pricing-page',
			name: 'Pricing Page',
			type: 'page',
			template_type: 'pricing-page',
			tags: [ 'pricing', 'table', 'faq' ],
			description:
				'Plans, a full comparison table and billing questions.',
			sections: [ pricingTitle, pricingPlans, compare, faq, cta ],
		},
		{
			suffix: 'blog',
			name: 'Blog',
			type: 'page',
			template_type: 'blog',
			tags: [ 'blog', 'newsletter' ],
			description:
				'A blog index with a three-column post grid, pagination and a newsletter sign-up.',
			sections: [ blogTitle, posts, newsletter ],
		},
		{
			suffix: 'contact',
			name: 'Contact',
			type: 'page',
			template_type: 'contact-page',
			tags: [ 'contact' ],
			description:
				'Sales and support contacts, office addresses and a demo booking panel.',
			sections: [ contactTitle, contact, faq ],
		},
	],
};
