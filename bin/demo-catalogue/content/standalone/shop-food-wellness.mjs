/**
 * Standalone items: shops, cafés and wellness practices.
 */

const products = {
	kind: 'cards',
	eyebrow: 'New in',
	heading: 'Made to be used every day',
	minWidth: '12rem',
	ratio: '1',
	items: [
		{
			image: 'product-1',
			meta: 'Bath',
			title: 'Fig & Cedar Hand Wash',
			price: '£14',
		},
		{
			image: 'product-2',
			meta: 'Kitchen',
			title: 'Stoneware Mug, Coral',
			price: '£18',
		},
		{
			image: 'product-3',
			meta: 'Accessories',
			title: 'Market Tote, Slate',
			price: '£32',
		},
		{
			image: 'product-4',
			meta: 'Home',
			title: 'Beeswax Candle Jar',
			price: '£22',
		},
	],
	buttons: [ { text: 'Shop all new arrivals', url: '#shop' } ],
};

export default [
	{
		slug: 'announcement-header',
		name: 'Header with Announcement Bar',
		type: 'block',
		template_type: 'header',
		plan: 'starter',
		categories: [ 'ecommerce' ],
		tags: [ 'header', 'announcement', 'navigation' ],
		description:
			'A shop header with a coloured announcement bar for delivery offers above the main navigation.',
		elementor: true,
		sections: [
			{
				kind: 'header',
				announcement:
					'Free delivery on UK orders over £40 · Easy 30-day returns',
				brand: 'Hearth & Thread',
				links: [ 'Shop', 'New in', 'Gifts', 'Journal' ],
				cta: { text: 'Shop now', url: '#shop' },
			},
		],
	},
	{
		slug: 'product-showcase',
		name: 'Product Showcase',
		type: 'block',
		template_type: 'content',
		plan: 'starter',
		categories: [ 'ecommerce' ],
		tags: [ 'products', 'grid', 'cards' ],
		description:
			'Four products on square images with category, name and price, plus a shop button.',
		sections: [ products ],
	},
	{
		slug: 'shop-home',
		name: 'Shop Home Page',
		type: 'page',
		template_type: 'home',
		plan: 'starter',
		categories: [ 'ecommerce' ],
		tags: [ 'products', 'hero', 'testimonials', 'newsletter' ],
		description:
			'A home page for a small online shop: hero, new products, promises, maker story, reviews and newsletter.',
		featured: true,
		sections: [
			{
				kind: 'hero',
				variant: 'split',
				tone: 'light',
				eyebrow: 'The autumn collection',
				heading: 'Everyday things, made slowly',
				text: 'Homeware and gifts from small British makers, chosen to be used, loved and passed on.',
				buttons: [
					{ text: 'Shop the collection', url: '#shop' },
					{ text: 'Meet the makers', url: '#makers', outline: true },
				],
				image: 'product-2',
			},
			products,
			{
				kind: 'features',
				variant: 'plain',
				tone: 'light',
				items: [
					{
						icon: 'icon-globe',
						title: 'Plastic-free delivery',
						text: 'Every order ships in recycled card and paper tape.',
					},
					{
						icon: 'icon-calendar',
						title: '30-day returns',
						text: 'Changed your mind? Send it back for free within a month.',
					},
					{
						icon: 'icon-heart',
						title: 'Fairly made',
						text: 'We visit every maker and pay what they ask.',
					},
				],
			},
			{
				kind: 'story',
				eyebrow: 'Our makers',
				heading: 'Twelve workshops, one small shop',
				paragraphs: [
					'Hearth & Thread started at a Saturday market in Frome. Today we work with twelve independent makers, from a potter in Cornwall to a weaver on the Isle of Harris.',
					'We keep our range small so we can know each product, and each person, well.',
				],
				buttons: [ { text: 'Read their stories', url: '#makers' } ],
				image: 'interior-1',
			},
			{
				kind: 'testimonials',
				variant: 'cards',
				tone: 'light',
				heading: 'Happy homes',
				items: [
					{
						quote: 'The mug is my favourite thing in the kitchen. It arrived beautifully wrapped with a note from the potter.',
						name: 'Rosie M.',
						role: 'Verified buyer',
					},
					{
						quote: 'Fast delivery, lovely packaging and the candle smells like a forest after rain.',
						name: 'James T.',
						role: 'Verified buyer',
					},
					{
						quote: 'I bought the tote as a gift and ended up ordering one for myself.',
						name: 'Anjali P.',
						role: 'Verified buyer',
					},
				],
			},
			{
				kind: 'newsletter',
				heading: 'Ten per cent off your first order',
				text: 'Join our letter for new collections, maker stories and the occasional sale.',
				buttons: [ { text: 'Get my code', url: '#newsletter' } ],
				note: 'One email a fortnight. Unsubscribe any time.',
			},
		],
	},
	{
		slug: 'shop-footer',
		name: 'Shop Footer',
		type: 'block',
		template_type: 'footer',
		plan: 'starter',
		categories: [ 'ecommerce' ],
		tags: [ 'footer', 'newsletter' ],
		description:
			'A shop footer with help and shop links, contact details and social icons.',
		sections: [
			{
				kind: 'footer',
				brand: 'Hearth & Thread',
				text: 'Homeware and gifts from small British makers.',
				columns: [
					{
						title: 'Shop',
						links: [ 'New in', 'Kitchen', 'Home', 'Gift cards' ],
					},
					{
						title: 'Help',
						links: [
							'Delivery',
							'Returns',
							'Care guides',
							'Contact us',
						],
					},
					{
						title: 'Say hello',
						lines: [
							'hello@example.com',
							'+44 1373 496 0761',
							'Mon–Fri, 9am–5pm',
						],
					},
				],
				legal: '© 2025 Hearth & Thread Ltd. Registered in England and Wales.',
				legalLinks: [ 'Privacy', 'Terms of sale' ],
				social: [ 'instagram', 'pinterest', 'facebook' ],
			},
		],
	},
	{
		slug: 'cafe-menu',
		name: 'Café Menu',
		type: 'block',
		template_type: 'food-menu',
		plan: 'free',
		categories: [ 'restaurant' ],
		tags: [ 'menu', 'food' ],
		description:
			'A two-column morning menu for a café: drinks on one side, breakfast on the other.',
		elementor: true,
		sections: [
			{
				kind: 'menu',
				tone: 'light',
				eyebrow: 'Served until 2pm',
				heading: 'Morning menu',
				groups: [
					{
						title: 'Coffee & tea',
						items: [
							{
								name: 'Flat white',
								desc: 'Our house espresso with silky milk',
								price: '$4.50',
							},
							{
								name: 'Batch brew',
								desc: 'Rotating single origin, free refills',
								price: '$3.50',
							},
							{
								name: 'Cardamom latte',
								desc: 'With a little honey',
								price: '$5',
							},
							{
								name: 'Loose-leaf tea',
								desc: 'Breakfast, Earl Grey, sencha or mint',
								price: '$3.75',
							},
						],
					},
					{
						title: 'Breakfast',
						items: [
							{
								name: 'Sourdough toast',
								desc: 'Cultured butter and seasonal jam',
								price: '$6',
							},
							{
								name: 'Turkish eggs',
								desc: 'Garlic yoghurt, chilli butter, flatbread',
								price: '$13',
							},
							{
								name: 'Granola bowl',
								desc: 'Oat granola, yoghurt, poached pear',
								price: '$9',
							},
							{
								name: 'Breakfast sandwich',
								desc: 'Fried egg, cheddar, tomato relish',
								price: '$11',
							},
						],
					},
				],
				note: 'Oat, soy and almond milk at no extra charge.',
			},
		],
	},
	{
		slug: 'opening-hours',
		name: 'Opening Hours & Location',
		type: 'block',
		template_type: 'contact',
		plan: 'free',
		categories: [ 'restaurant' ],
		tags: [ 'contact', 'location', 'map' ],
		description:
			'A café or shop’s hours, address and contact details beside a map.',
		sections: [
			{
				kind: 'contact',
				eyebrow: 'Find us',
				heading: 'Come in and sit a while',
				text: 'We are on the corner of Fern Street and 5th, with plenty of window seats.',
				details: [
					{
						label: 'Address',
						lines: [ '401 Fern Street', 'Austin, TX 78702' ],
					},
					{ label: 'Weekdays', lines: [ '7am–4pm' ] },
					{ label: 'Weekends', lines: [ '8am–3pm' ] },
					{ label: 'Call', lines: [ '(512) 555-0163' ] },
				],
				image: 'map-1',
			},
		],
	},
	{
		slug: 'booking-request-form',
		name: 'Booking Request Form',
		type: 'block',
		template_type: 'contact',
		plan: 'pro',
		categories: [ 'wellness' ],
		tags: [ 'booking', 'contact', 'wellness' ],
		description:
			'Appointment requests for a therapist or clinic: what happens next, beside a booking form from Stencilbox Forms Pro.',
		dependencies: [ 'stencilbox-forms-pro', 'stencilbox-demo-helper' ],
		elementor: true,
		sections: [
			{
				kind: 'form',
				eyebrow: 'Appointments',
				heading: 'Request a massage appointment',
				text: 'Tell us when suits you and what you would like help with. We confirm every request personally.',
				steps: [
					'Send your preferred times',
					'We call to confirm within a day',
					'Arrive ten minutes early',
				],
				aside: 'Need to cancel? Let us know 24 hours ahead and there is no charge.',
				formTitle: 'Your booking request',
				formText: 'Fields marked with an asterisk are required.',
				shortcode: '[stencilbox_form id="booking-request"]',
				fields: [
					'Name',
					'Email or phone',
					'Treatment',
					'Preferred times',
				],
			},
		],
	},
	{
		slug: 'retreat-landing',
		name: 'Retreat Landing Page',
		type: 'page',
		template_type: 'landing',
		plan: 'pro',
		categories: [ 'wellness' ],
		tags: [ 'landing', 'wellness', 'yoga', 'pricing' ],
		description:
			'A landing page for a weekend retreat: hero, daily rhythm, hosts, rooms and prices, and questions.',
		sections: [
			{
				kind: 'hero',
				variant: 'cover',
				image: 'scene-1',
				dim: 40,
				eyebrow: '3–5 October · Lake District',
				heading: 'A weekend to slow down',
				text: 'Three days of gentle yoga, long walks, good food and real rest in a lakeside house. Twelve places only.',
				buttons: [ { text: 'Reserve your place', url: '#book' } ],
			},
			{
				kind: 'features',
				variant: 'numbered',
				heading: 'The rhythm of each day',
				items: [
					{
						title: 'Morning practice',
						text: 'Ninety minutes of slow flow and breathwork before a long breakfast.',
					},
					{
						title: 'Afternoon walks',
						text: 'Guided fell walks or free time by the water. Your choice.',
					},
					{
						title: 'Evening rest',
						text: 'Restorative yoga, a shared supper and an early night.',
					},
				],
			},
			{
				kind: 'team',
				tone: 'light',
				heading: 'Your hosts',
				members: [
					{
						name: 'Isla Morrow',
						role: 'Yoga teacher',
						image: 'portrait-1',
						bio: 'Teaching slow, restorative yoga for twelve years.',
					},
					{
						name: 'Tom Whitaker',
						role: 'Cook',
						image: 'portrait-2',
						bio: 'Cooks seasonal, mostly vegetarian food from local farms.',
					},
				],
			},
			{
				kind: 'pricing',
				heading: 'Rooms and prices',
				text: 'All meals, classes and walks are included.',
				plans: [
					{
						name: 'Shared room',
						price: '£420',
						period: 'per person',
						text: 'Twin rooms with garden views.',
						features: [
							'All meals and classes',
							'Towels and mats provided',
						],
						button: 'Book shared',
					},
					{
						name: 'Private room',
						price: '£560',
						period: 'per person',
						text: 'Double rooms overlooking the lake.',
						features: [
							'All meals and classes',
							'Private bathroom',
							'Late checkout',
						],
						button: 'Book private',
						featured: true,
						badge: 'Four left',
					},
				],
			},
			{
				kind: 'faq',
				tone: 'light',
				heading: 'Questions',
				items: [
					{
						q: 'Do I need yoga experience?',
						a: 'No. Classes are gentle and every pose has options.',
					},
					{
						q: 'How do I get there?',
						a: 'The nearest station is Windermere. We collect guests from the 3pm train on Friday.',
					},
					{
						q: 'What is your cancellation policy?',
						a: 'Full refund up to thirty days before; after that we refund if we can fill your place.',
					},
				],
			},
		],
	},
];
