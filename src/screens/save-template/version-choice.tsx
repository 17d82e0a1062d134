/**
 * "Save as new version" in Save & Push: when the post being pushed came
 * from cloud files (it was pulled from one, or pushed to one before), the
 * user may save it as a new version of one of them instead of a new file,
 * with a note saying what changed. The file keeps its name and place.
 */
/**
 * WordPress dependencies
 */
import { RadioControl, TextareaControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ProvenanceSource } from '../../api/versions';
import { store as versionsStore } from '../../stores/versions';

/** What the choice says: a new file (null), or a new version of a file. */
export interface VersionTarget {
	file: number;
	name: string;
}

/**
 * The cloud files a post came from (each once, newest record first).
 *
 * @param post The post (0: none).
 */
export function useVersionTargets( post: number ): VersionTarget[] {
	const sources = useSelect(
		( select ) =>
			post > 0 ? select( versionsStore ).getPostSources( post ) : [],
		[ post ]
	);
	const seen = new Set< number >();
	return ( sources ?? [] )
		.filter( ( source: ProvenanceSource ) => source.kind === 'file' )
		.filter(
			( source ) => ! seen.has( source.id ) && seen.add( source.id )
		)
		.map( ( source ) => ( { file: source.id, name: source.name } ) );
}

/**
 * The choice.
 *
 * @param props          Props.
 * @param props.targets  Files the post came from.
 * @param props.value    The chosen file (0: a new file).
 * @param props.onChange Chooses.
 * @param props.note     The note.
 * @param props.onNote   Changes the note.
 */
export default function VersionChoice( {
	targets,
	value,
	onChange,
	note,
	onNote,
}: {
	targets: VersionTarget[];
	value: number;
	onChange: ( file: number ) => void;
	note: string;
	onNote: ( note: string ) => void;
} ) {
	if ( targets.length === 0 ) {
		return null;
	}
	return (
		<>
			<RadioControl
				label={ __( 'Save as', 'stencilbox' ) }
				selected={ String( value ) }
				options={ [
					{ label: __( 'A new file', 'stencilbox' ), value: '0' },
					...targets.map( ( target ) => ( {
						label: sprintf(
							/* translators: %s: cloud file name. */
							__( 'A new version of “%s”', 'stencilbox' ),
							target.name
						),
						value: String( target.file ),
					} ) ),
				] }
				onChange={ ( next ) => onChange( Number( next ) ) }
			/>
			{ value > 0 && (
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'What changed (optional)', 'stencilbox' ) }
					value={ note }
					onChange={ onNote }
					rows={ 2 }
					maxLength={ 500 }
				/>
			) }
		</>
	);
}
